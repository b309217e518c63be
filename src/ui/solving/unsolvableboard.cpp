#include "unsolvableboard.h"

#include "../../core/common/puzzle.h"
#include "../../service/translatedmessage.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

bool mayPlayUnsolvableBoard(QWidget *parent, const pb::Puzzle &position)
{
    const std::optional<pb::Message> reason = position.unsolvableReason();
    if (!reason)
        return true;
    QMessageBox box(QMessageBox::Warning, QCoreApplication::translate("UnsolvableBoard", "Unsolvable Board"), translated(*reason),
                    QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("unsolvableBoardQuestion"));
    box.setInformativeText(QCoreApplication::translate("UnsolvableBoard", "Play it anyway? The moves work as usual, but the goal cannot be reached."));
    QPushButton *playAnyway = box.addButton(QCoreApplication::translate("UnsolvableBoard", "&Play Anyway"), QMessageBox::AcceptRole);
    playAnyway->setObjectName(QStringLiteral("playAnywayButton"));
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == playAnyway;
}
