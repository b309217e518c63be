#include "rulesdialog.h"

#include "../board/boardscene.h"
#include "../board/boardview.h"
#include "../families.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace {

constexpr int kDiagramSide = 180;
// The width the rules are set in: lines a reader's eye follows back.
constexpr int kTextWidth = 460;

// The rules' text, scrolled by its bar, the wheel and the keys of a text
// (arrows, Page Up and Page Down, and Home and End, which a scroll area
// leaves to its contents).
class RulesText : public QScrollArea {
public:
    explicit RulesText(QLabel *text, QWidget *parent)
        : QScrollArea(parent)
    {
        setWidget(text);
        setWidgetResizable(true);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setFrameShape(QFrame::NoFrame);
        setFocusPolicy(Qt::StrongFocus);
        // Room for the bar beside the text, so the text keeps its width
        // whether the bar shows or not.
        setMinimumWidth(kTextWidth + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2 * frameWidth());
    }

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        const bool toStart = event->key() == Qt::Key_Home || event->matches(QKeySequence::MoveToStartOfDocument);
        const bool toEnd = event->key() == Qt::Key_End || event->matches(QKeySequence::MoveToEndOfDocument);
        if (toStart || toEnd) {
            verticalScrollBar()->triggerAction(toStart ? QAbstractSlider::SliderToMinimum : QAbstractSlider::SliderToMaximum);
            return;
        }
        QScrollArea::keyPressEvent(event);
    }
};

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

    auto *text = new QLabel(family.rulesText());
    text->setTextFormat(Qt::RichText);
    text->setWordWrap(true);
    text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    text->setMinimumWidth(kTextWidth);
    auto *scroll = new RulesText(text, this);
    layout->addWidget(scroll, 1);

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
        // A right-to-left window reads the pair from the right: the arrow points the same way.
        auto *arrow = new QLabel(QStringLiteral("<span style=\"font-size: xx-large\">%1</span>")
                                     .arg(isRightToLeft() ? QChar(0x2190) : QChar(0x2192)),
                                 this);
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
    fitToScreen(*scroll, *text);
    // The keys scroll the rules from the start.
    scroll->setFocus();
}

void RulesDialog::fitToScreen(QScrollArea &scroll, const QLabel &text)
{
    // The whole text where the screen has room for it (a tenth of it left
    // for the frame and the desktop's panels), else as much as fits and the
    // scroll bar for the rest; never fewer than a few lines.
    const int besides = sizeHint().height() - scroll.sizeHint().height();
    const int wanted = besides + text.heightForWidth(kTextWidth);
    const int room = screen()->availableGeometry().height() * 9 / 10;
    scroll.setMinimumHeight(8 * fontMetrics().lineSpacing());
    resize(sizeHint().width(), std::max(minimumSizeHint().height(), std::min(wanted, room)));
}
