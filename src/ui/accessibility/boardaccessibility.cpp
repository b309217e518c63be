#include "boardaccessibility.h"

#include "accessiblefactory.h"
#include "boardaccessible.h"
#include "../board/boardpresenter.h"
#include "../board/boardview.h"
#include "../../service/gamesession.h"
#include "../../service/translatedmessage.h"

#include <QAccessible>
#include <QEvent>

BoardAccessibility::BoardAccessibility(GameSession &session, BoardPresenter &board, BoardView *view, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_view(view)
{
    installAccessibleFactory();
    connect(&board, &BoardPresenter::sceneReplaced, this, &BoardAccessibility::followScene);
    // Made after the presenter, so it hears of a change once the board shows it.
    connect(&session, &GameSession::boardChanged, this, [this] {
        describePosition();
        refresh();
    });
    view->installEventFilter(this);
}

bool BoardAccessibility::eventFilter(QObject *watched, QEvent *event)
{
    // The position's summary, in the language just chosen.
    if (watched == m_view && event->type() == QEvent::LanguageChange)
        describePosition();
    // Qt says the board has the focus just after FocusIn; the cell follows
    // that, so it is the focus the screen reader keeps.
    if (watched == m_view && event->type() == QEvent::FocusIn && !m_focusPending) {
        m_focusPending = true;
        QMetaObject::invokeMethod(this, &BoardAccessibility::announceFocus, Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

void BoardAccessibility::followScene(BoardScene *scene)
{
    if (m_scene)
        disconnect(m_scene, nullptr, this, nullptr);
    m_scene = scene;
    connect(scene, &BoardScene::accessibleCellsChanged, this, &BoardAccessibility::refresh);
    connect(scene, &BoardScene::positionEdited, this, &BoardAccessibility::refresh);
    // Another family's cells are another table, even of the same size.
    m_rows = -1;
    m_columns = -1;
}

void BoardAccessibility::describePosition()
{
    if (!m_session.hasGame())
        return;
    const QString summary = translated(m_session.position().summary());
    // Every call says the description changed, the same text included.
    if (m_view->accessibleDescription() != summary)
        m_view->setAccessibleDescription(summary);
}

void BoardAccessibility::refresh()
{
    // With no screen reader listening, every move would word every cell for
    // no one; the first refresh once one listens starts afresh.
    if (!m_scene || !QAccessible::isActive()) {
        m_rows = -1;
        m_columns = -1;
        return;
    }
    const BoardCells &cells = m_scene->cells();
    const int rows = cells.rowCount();
    const int columns = cells.columnCount();
    QStringList texts;
    QList<bool> selected;
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < columns; ++column) {
            texts.append(cells.text(row, column));
            selected.append(cells.selected(row, column));
        }
    }
    const std::optional<BoardCell> focus = cells.focus();
    const bool sameTable = rows == m_rows && columns == m_columns;
    if (!sameTable) {
        if (auto *table = dynamic_cast<BoardAccessible *>(QAccessible::queryAccessibleInterface(m_view)))
            table->forgetCellsOutside(rows, columns);
        QAccessibleTableModelChangeEvent reset(m_view, QAccessibleTableModelChangeEvent::ModelReset);
        QAccessible::updateAccessibility(&reset);
    }
    bool focusReworded = false;
    for (qsizetype i = 0; sameTable && i < texts.size(); ++i) {
        const BoardCell cell{int(i / columns), int(i % columns)};
        if (texts[i] != m_texts[i]) {
            sendCellEvent(QAccessible::NameChanged, cell);
            focusReworded = focusReworded || cell == focus;
        }
        if (selected[i] != m_selected[i])
            sendSelectionChanged(cell);
    }
    const bool focusMoved = focus != m_focus;
    m_rows = rows;
    m_columns = columns;
    m_texts = texts;
    m_selected = selected;
    m_focus = focus;
    // The focus cell is read again when its words change: that is how the
    // player hears what a move or a key did where the keys act. Once the
    // board has just taken the keyboard, announceFocus() says it.
    if ((focusMoved || focusReworded || !sameTable) && !m_focusPending)
        sendFocus();
}

void BoardAccessibility::announceFocus()
{
    m_focusPending = false;
    sendFocus();
}

void BoardAccessibility::sendFocus()
{
    if (!m_scene || !m_view->hasFocus())
        return;
    if (const std::optional<BoardCell> focus = m_scene->cells().focus())
        sendCellEvent(QAccessible::Focus, *focus);
}

void BoardAccessibility::sendCellEvent(QAccessible::Event type, const BoardCell &cell)
{
    QAccessibleEvent event(m_view, type);
    event.setChild(cell.row * m_scene->cells().columnCount() + cell.column);
    QAccessible::updateAccessibility(&event);
}

// The cell says whether it is selected now; the event says only that it changed.
void BoardAccessibility::sendSelectionChanged(const BoardCell &cell)
{
    QAccessible::State changed;
    changed.selected = true;
    QAccessibleStateChangeEvent event(m_view, changed);
    event.setChild(cell.row * m_scene->cells().columnCount() + cell.column);
    QAccessible::updateAccessibility(&event);
}
