#include "rulesdialog.h"

#include "../board/boardscene.h"
#include "../board/boardview.h"
#include "../families.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace {

constexpr int kDiagramSide = 180;

QPixmap drawBoard(BoardScene &scene, qreal pixelRatio)
{
    const QRectF board = scene.sceneRect();
    const qreal scale = (kDiagramSide - 16) / std::max(board.width(), board.height());
    const QSizeF size(board.width() * scale + 16, board.height() * scale + 16);
    QPixmap pixmap((size * pixelRatio).toSize());
    pixmap.setDevicePixelRatio(pixelRatio);
    QPainter painter(&pixmap);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    const QRectF area(QPointF(0, 0), size);
    BoardView::paintBackdrop(&painter, area);
    scene.render(&painter, area.adjusted(8, 8, -8, -8), board, Qt::KeepAspectRatio);
    return pixmap;
}

QLabel *diagram(const QPixmap &pixmap, const QString &caption, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setPixmap(pixmap);
    label->setAlignment(Qt::AlignCenter);
    label->setAccessibleName(caption);
    label->setToolTip(caption);
    return label;
}

} // namespace

RulesDialog::RulesDialog(const FamilyUi &family, const AppSettings &settings, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Rules"));
    auto *layout = new QVBoxLayout(this);

    auto *text = new QLabel(family.rulesText(), this);
    text->setTextFormat(Qt::RichText);
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    text->setMinimumWidth(440);
    layout->addWidget(text);

    // One move on the family's default board: the hint marks it before, the
    // second picture shows the board after it.
    // The first move that changes what the board shows: rolling a row of
    // zeros round leaves a Roller-Board as it was, and teaches nothing.
    const std::unique_ptr<pb::Puzzle> before = family.defaultGame(settings);
    std::string move;
    std::unique_ptr<pb::Puzzle> after;
    for (const std::string &candidate : before ? before->legalMoves() : std::vector<std::string>()) {
        after = before->clone();
        if (!after->apply(candidate) && !after->equals(*before)) {
            move = candidate;
            break;
        }
    }
    if (!move.empty()) {
        const std::unique_ptr<BoardScene> scene(family.createScene(nullptr));
        scene->setAnimationMillis(0);
        const qreal ratio = devicePixelRatioF();
        scene->setPosition(*before);
        scene->showHint(move);
        const QPixmap first = drawBoard(*scene, ratio);
        scene->setPosition(*after);
        const QPixmap second = drawBoard(*scene, ratio);

        auto *row = new QHBoxLayout;
        row->addStretch();
        row->addWidget(diagram(first, tr("Before the move"), this));
        auto *arrow = new QLabel(QStringLiteral("<span style=\"font-size: xx-large\">→</span>"), this);
        arrow->setTextFormat(Qt::RichText);
        arrow->setAccessibleName(tr("then"));
        row->addWidget(arrow);
        row->addWidget(diagram(second, tr("After the move"), this));
        row->addStretch();
        layout->addLayout(row);
        auto *caption = new QLabel(tr("For example, the move %1 (marked on the left).")
                                       .arg(QString::fromStdString(move)),
                                   this);
        caption->setAlignment(Qt::AlignCenter);
        layout->addWidget(caption);
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}
