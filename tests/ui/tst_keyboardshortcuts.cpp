// Help ▸ Keyboard Shortcuts, opened by its key as a player would: it lists
// the menus' keys as the menus have them and every family's keys on the
// board, the family on screen first, and stays open beside the game.

#include "core/nim/nimpuzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "ui/families.h"
#include "ui/help/keyboardshortcuts.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QSettings>
#include <QTest>
#include <QTreeWidget>

namespace tst_keyboardshortcuts {

class TestKeyboardShortcuts : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsetup::useTestFolders(); }
    void init();
    void cleanup() { m_window.reset(); }
    void listsTheMenusKeysAsTheMenusHaveThem();
    void listsEveryFamilysBoardKeys();
    void theFamilyOnScreenComesFirst();
    void staysOpenBesideTheGame();
    void speaksTheLanguageShown();

private:
    // Opens the overview with its own key, as a player would.
    QTreeWidget *open();
    // The rows under the group titled `group`: "keys | what they do".
    QStringList rows(QTreeWidget *tree, const QString &group) const;
    QAction *action(const char *name) const { return windowdriver::action(*m_window, name); }

    std::unique_ptr<MainWindow> m_window;
};

void TestKeyboardShortcuts::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
    m_window->newGame(std::make_unique<pb::pegs::PegPuzzle>(pb::pegs::PegPuzzle::classicTriangle()));
}

QTreeWidget *TestKeyboardShortcuts::open()
{
    windowdriver::pressKeys(*m_window, action("actionKeyboardShortcuts")->shortcut());
    auto *dialog = m_window->findChild<KeyboardShortcutsDialog *>();
    return dialog && dialog->isVisible() ? dialog->tree() : nullptr;
}

QStringList TestKeyboardShortcuts::rows(QTreeWidget *tree, const QString &group) const
{
    for (int top = 0; top < tree->topLevelItemCount(); ++top) {
        const QTreeWidgetItem *item = tree->topLevelItem(top);
        if (item->text(0) != group)
            continue;
        QStringList lines;
        for (int row = 0; row < item->childCount(); ++row)
            lines << item->child(row)->text(0) + QStringLiteral(" | ") + item->child(row)->text(1);
        return lines;
    }
    return {};
}

void TestKeyboardShortcuts::listsTheMenusKeysAsTheMenusHaveThem()
{
    QTreeWidget *tree = open();
    QVERIFY(tree);
    const QStringList game = rows(tree, QStringLiteral("Menu Game"));
    QVERIFY2(game.contains(QStringLiteral("P | Pause")), qPrintable(game.join(QLatin1Char('\n'))));
    QVERIFY(game.contains(QStringLiteral("F5 | Restart")));
    // Ctrl+N starts the family on screen, and the overview says which.
    QVERIFY2(game.contains(QStringLiteral("Ctrl+N | New ▸ Peg Solitaire")), qPrintable(game.join(QLatin1Char('\n'))));
    const QStringList edit = rows(tree, QStringLiteral("Menu Edit"));
    QVERIFY2(std::any_of(edit.begin(), edit.end(),
                         [](const QString &row) { return row.startsWith(QStringLiteral("Ctrl+Z | Undo")); }),
             qPrintable(edit.join(QLatin1Char('\n'))));
    // An entry with two keys lists both.
    QVERIFY2(std::any_of(edit.begin(), edit.end(),
                         [](const QString &row) {
                             const QString keys = row.section(QStringLiteral(" | "), 0, 0);
                             return row.endsWith(QStringLiteral("| Redo")) && keys.contains(QStringLiteral("Ctrl+Shift+Z"))
                                 && keys.contains(QStringLiteral("Ctrl+Y"));
                         }),
             qPrintable(edit.join(QLatin1Char('\n'))));
    const QStringList solve = rows(tree, QStringLiteral("Menu Solve"));
    QVERIFY2(solve.contains(QStringLiteral("H | Hint")), qPrintable(solve.join(QLatin1Char('\n'))));
    QVERIFY2(solve.contains(QStringLiteral("Shift+P | Play")), qPrintable(solve.join(QLatin1Char('\n'))));
    QVERIFY(rows(tree, QStringLiteral("Menu Help")).contains(QStringLiteral("Ctrl+? | Keyboard Shortcuts")));

    // Every menu entry with a key is there, with its keys.
    int listed = 0;
    for (QMenu *menu : m_window->findChildren<QMenu *>()) {
        for (QAction *entry : menu->actions()) {
            if (entry->isSeparator() || entry->menu() || entry->shortcuts().isEmpty())
                continue;
            const QString keys = entry->shortcuts().first().toString(QKeySequence::NativeText);
            const QList<QTreeWidgetItem *> found = tree->findItems(keys, Qt::MatchStartsWith | Qt::MatchRecursive, 0);
            QVERIFY2(!found.isEmpty(), qPrintable(entry->text()));
            ++listed;
        }
    }
    QVERIFY2(listed >= 15, qPrintable(QString::number(listed)));
}

void TestKeyboardShortcuts::listsEveryFamilysBoardKeys()
{
    QTreeWidget *tree = open();
    QVERIFY(tree);
    QCOMPARE(rows(tree, QStringLiteral("On the board: Roller-Board")),
             QStringList({QStringLiteral("Left, Right, Up, Down | Move the cursor from tile to tile"),
                          QStringLiteral("Shift+Left, Shift+Right | Roll the cursor's row left or right"),
                          QStringLiteral("Shift+Up, Shift+Down | Roll the cursor's column up or down")}));
    QCOMPARE(rows(tree, QStringLiteral("In the Board Designer: Fifteen")),
             QStringList({QStringLiteral("Left, Right, Up, Down | Move the cursor from cell to cell"),
                          QStringLiteral("Space, Return | Pick the cell under the cursor; on another cell, swap the two")}));
    for (const FamilyUi &family : familyUis()) {
        QString name = FamilyUi::text(family.newGameText).remove(QLatin1Char('&'));
        name.chop(1); // its "…"
        const QStringList board = rows(tree, QStringLiteral("On the board: ") + name);
        QVERIFY2(!board.isEmpty(), qPrintable(name));
        QVERIFY2(std::any_of(board.begin(), board.end(), [](const QString &row) { return row.contains(QLatin1String("Left")); }),
                 qPrintable(name));
    }
    QVERIFY(rows(tree, QStringLiteral("On the board: Nim")).contains(QStringLiteral("Space, Return | Take the stones shown")));
    // Nim has no designer.
    QVERIFY(rows(tree, QStringLiteral("In the Board Designer: Nim")).isEmpty());
}

void TestKeyboardShortcuts::theFamilyOnScreenComesFirst()
{
    QTreeWidget *tree = open();
    QVERIFY(tree);
    QCOMPARE(tree->topLevelItem(0)->text(0), QStringLiteral("On the board: Peg Solitaire"));
    QCOMPARE(tree->topLevelItem(1)->text(0), QStringLiteral("In the Board Designer: Peg Solitaire"));
    tree->window()->close();
    QTRY_VERIFY(!m_window->findChild<KeyboardShortcutsDialog *>());

    m_window->newGame(std::make_unique<pb::nim::NimPuzzle>(std::vector<int>{3, 4, 5}));
    tree = open();
    QVERIFY(tree);
    QCOMPARE(tree->topLevelItem(0)->text(0), QStringLiteral("On the board: Nim"));
    QVERIFY(rows(tree, QStringLiteral("Menu Game")).contains(QStringLiteral("Ctrl+N | New ▸ Nim")));
}

void TestKeyboardShortcuts::staysOpenBesideTheGame()
{
    QTreeWidget *tree = open();
    QVERIFY(tree);
    QVERIFY(!tree->window()->isModal());
    // The game goes on while it is open, and the key again brings back the same one.
    windowdriver::clickHole(*m_window, 11);
    windowdriver::clickHole(*m_window, 4);
    QCOMPARE(m_window->session().moveCount(), 1);
    QCOMPARE(open(), tree);
    QCOMPARE(m_window->findChildren<KeyboardShortcutsDialog *>().size(), 1);
}

// An overview open when the language changes is said again in the new one.
void TestKeyboardShortcuts::speaksTheLanguageShown()
{
    QTreeWidget *tree = open();
    QVERIFY(tree);
    action("actionLanguage_de")->trigger();
    QTRY_VERIFY(m_window->findChild<KeyboardShortcutsDialog *>()
                && m_window->findChild<KeyboardShortcutsDialog *>()->windowTitle() == QStringLiteral("Tastenkürzel"));
    tree = m_window->findChild<KeyboardShortcutsDialog *>()->tree();
    QCOMPARE(tree->topLevelItem(0)->text(0), QStringLiteral("Auf dem Brett: Solitär"));
    QVERIFY2(rows(tree, QStringLiteral("Menü Spiel")).contains(QStringLiteral("P | Pause")),
             qPrintable(rows(tree, QStringLiteral("Menü Spiel")).join(QLatin1Char('\n'))));
    action("actionLanguage_en")->trigger();
    QTRY_VERIFY(m_window->findChild<KeyboardShortcutsDialog *>()
                && m_window->findChild<KeyboardShortcutsDialog *>()->windowTitle() == QStringLiteral("Keyboard Shortcuts"));
}

PUZZLEBOX_TEST_MAIN(TestKeyboardShortcuts)
} // namespace tst_keyboardshortcuts
#include "tst_keyboardshortcuts.moc"
