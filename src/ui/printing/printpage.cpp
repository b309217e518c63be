#include "printpage.h"

#include "../board/boardlook.h"
#include "../board/boardscene.h"
#include "../families.h"
#include "../../service/translatedmessage.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>

#include <cmath>

namespace {

constexpr qreal kTitlePoints = 16;
constexpr qreal kTextPoints = 10;
// The moves' type shrinks from the body text's size down to this before any
// move is left out; smaller is hard to read on paper.
constexpr qreal kSmallestMovePoints = 6;
// The board's share of the room below the title, largest first: the board
// gives way before the moves' type does, but keeps a quarter of the page so
// it stays the page's subject.
constexpr qreal kBoardShares[] = {0.65, 0.55, 0.45, 0.35, 0.25};
// The board's picture on paper: as sharp as a photo print.
constexpr qreal kBoardDotsPerInch = 300;

QFont fontOf(qreal points, bool bold = false)
{
    QFont font = QApplication::font();
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

// The largest rectangle of `board`'s shape in `room`, at its top and centred across it.
QRectF fitted(const QRectF &room, const QRectF &board)
{
    if (board.isEmpty() || room.isEmpty())
        return QRectF(room.topLeft(), QSizeF(0, 0));
    const qreal scale = std::min(room.width() / board.width(), room.height() / board.height());
    const QSizeF size = board.size() * scale;
    return QRectF(QPointF(room.left() + (room.width() - size.width()) / 2, room.top()), size);
}

// The moves in columns read downwards: a number right-aligned, then the move.
struct MoveColumns {
    QFont font;
    qreal numberWidth = 0;
    qreal columnWidth = 0;
    qreal gap = 0;
    qreal lineSpacing = 0;
    int rows = 0;
    int columns = 0;

    int capacity() const { return rows * columns; }
};

QString numberText(int number)
{
    return QCoreApplication::translate("PrintPage", "%1.", "a move's number in the printed solution").arg(number);
}

// "13 moves", in the words every family shares and with their plural forms
// already translated.
QString movesText(int moves)
{
    return translated(pb::countMessage("Family", PB_TRANSLATE_N_NOOP("Family", "%n move(s)"), moves));
}

MoveColumns fitColumns(const QStringList &moves, qreal points, const QPaintDevice *device, const QSizeF &room)
{
    MoveColumns fit;
    fit.font = fontOf(points);
    const QFontMetricsF metrics(fit.font, device);
    fit.numberWidth = metrics.horizontalAdvance(numberText(int(moves.size())));
    qreal widestMove = 0;
    for (const QString &move : moves)
        widestMove = std::max(widestMove, metrics.horizontalAdvance(move));
    fit.gap = metrics.horizontalAdvance(QStringLiteral("MM"));
    fit.columnWidth = std::min(fit.numberWidth + metrics.horizontalAdvance(QLatin1Char(' ')) + widestMove, room.width());
    fit.lineSpacing = metrics.lineSpacing();
    fit.rows = std::max(0, int(std::floor(room.height() / fit.lineSpacing)));
    fit.columns = std::max(1, int(std::floor((room.width() + fit.gap) / (fit.columnWidth + fit.gap))));
    return fit;
}

// Draws `text` wrapped in `room` from its top; returns the height it took.
qreal drawWrapped(QPainter &painter, const QRectF &room, const QFont &font, const QString &text)
{
    const QFontMetricsF metrics(font, painter.device());
    const QRectF used = metrics.boundingRect(room, Qt::TextWordWrap, text);
    painter.setFont(font);
    painter.drawText(room, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
    return used.height();
}

// Draws the first `shown` moves in `fit`'s columns from `topLeft`; returns the lines drawn.
QStringList drawMoves(QPainter &painter, const QPointF &topLeft, const MoveColumns &fit, const QStringList &moves, int shown)
{
    const QFontMetricsF metrics(fit.font, painter.device());
    const qreal space = metrics.horizontalAdvance(QLatin1Char(' '));
    painter.setFont(fit.font);
    QStringList lines;
    for (int i = 0; i < shown; ++i) {
        const QPointF cell(topLeft.x() + (i / fit.rows) * (fit.columnWidth + fit.gap),
                           topLeft.y() + (i % fit.rows) * fit.lineSpacing);
        const QString number = numberText(i + 1);
        const qreal baseline = cell.y() + metrics.ascent();
        painter.drawText(QPointF(cell.x() + fit.numberWidth - metrics.horizontalAdvance(number), baseline), number);
        const qreal moveWidth = fit.columnWidth - fit.numberWidth - space;
        const QString move = metrics.elidedText(moves.at(i), Qt::ElideRight, moveWidth);
        painter.drawText(QPointF(cell.x() + fit.numberWidth + space, baseline), move);
        lines << number + QLatin1Char(' ') + move;
    }
    return lines;
}

// Qt's PDF engine drops the transparency of radial gradients (a peg's gloss
// prints as a white disc), so the board goes onto the page as a picture of
// what the screen shows, fine enough for paper and small enough for a file.
void drawBoard(QPainter &painter, QGraphicsScene &board, const QRectF &area)
{
    const qreal scale = std::min<qreal>(1, kBoardDotsPerInch / painter.device()->logicalDpiX());
    const QSize pixels = (area.size() * scale).toSize();
    if (pixels.isEmpty())
        return;
    // Transparent around the board: an opaque picture goes into a PDF as a
    // JPEG, whose white is not quite the paper's.
    QImage picture(pixels, QImage::Format_ARGB32_Premultiplied);
    picture.fill(Qt::transparent);
    {
        // Light and flat, whatever the screen's look: less ink, and marks
        // that read in black and white.
        const ScopedBoardLook printable(kPrintTheme);
        QPainter onPicture(&picture);
        onPicture.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
        board.render(&onPicture, QRectF(QPointF(0, 0), pixels), board.sceneRect(), Qt::KeepAspectRatio);
    }
    painter.drawImage(area, picture);
}

} // namespace

PrintedPage paintPage(QPainter &painter, const QRectF &page, const PrintedGame &game)
{
    const FamilyUi *family = game.board ? familyUi(game.board->family()) : nullptr;
    const std::unique_ptr<BoardScene> board(family ? family->createScene(nullptr) : nullptr);
    if (board) {
        board->setAnimationMillis(0);
        board->setPosition(*game.board);
    }
    const QRectF boardRect = board ? board->sceneRect() : QRectF();

    painter.save();
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    painter.setPen(Qt::black);
    const QPaintDevice *device = painter.device();

    const QFont titleFont = fontOf(kTitlePoints, true);
    const QFontMetricsF titleMetrics(titleFont, device);
    painter.setFont(titleFont);
    painter.drawText(QPointF(page.left(), page.top() + titleMetrics.ascent()),
                     titleMetrics.elidedText(game.title, Qt::ElideMiddle, page.width()));
    qreal top = page.top() + titleMetrics.lineSpacing();
    const QFont textFont = fontOf(kTextPoints);
    const qreal textLine = QFontMetricsF(textFont, device).lineSpacing();
    top += drawWrapped(painter, QRectF(page.left(), top, page.width(), page.bottom() - top), textFont, game.summary);
    top += textLine;
    const QRectF room(page.left(), top, page.width(), std::max(0.0, page.bottom() - top));

    PrintedPage printed;
    const int moves = int(game.solution.size());
    MoveColumns fit;
    QRectF listRoom;
    for (const qreal share : kBoardShares) {
        printed.boardArea = fitted(moves ? QRectF(room.topLeft(), QSizeF(room.width(), room.height() * share)) : room,
                                   boardRect);
        if (!moves)
            break;
        // Below the board: a blank line, the heading and the moves.
        const qreal listTop = printed.boardArea.bottom() + 2 * textLine;
        listRoom = QRectF(room.left(), listTop, room.width(), std::max(0.0, room.bottom() - listTop));
        for (qreal points = kTextPoints; points >= kSmallestMovePoints && fit.capacity() < moves; --points)
            fit = fitColumns(game.solution, points, device, listRoom.size());
        if (fit.capacity() >= moves)
            break;
        fit = MoveColumns();
    }
    if (board)
        drawBoard(painter, *board, printed.boardArea);
    if (!moves) {
        painter.restore();
        return printed;
    }

    if (fit.capacity() < moves) {
        // Even the smallest board and type leave moves over: the last line says how many.
        fit = fitColumns(game.solution, kSmallestMovePoints, device, listRoom.size());
        fit.rows = std::max(0, fit.rows - 1);
        printed.movesLeftOut = moves - fit.capacity();
    }
    const QFont headingFont = fontOf(kTextPoints, true);
    painter.setFont(headingFont);
    painter.drawText(QPointF(room.left(), listRoom.top() - textLine + QFontMetricsF(headingFont, device).ascent()),
                     QCoreApplication::translate("PrintPage", "The solution from this board, in %1:").arg(movesText(moves)));
    printed.moveLines = drawMoves(painter, listRoom.topLeft(), fit, game.solution, moves - printed.movesLeftOut);
    if (printed.movesLeftOut > 0) {
        painter.setFont(fit.font);
        painter.drawText(QPointF(listRoom.left(), listRoom.top() + fit.rows * fit.lineSpacing
                                                      + QFontMetricsF(fit.font, device).ascent()),
                         QCoreApplication::translate("PrintPage", "The last %1 did not fit on this page.")
                             .arg(movesText(printed.movesLeftOut)));
    }
    painter.restore();
    return printed;
}
