// What a screen reader is told as things happen: a move, Undo, a refused
// move, a hint and an answer each appear anew in a notification (the role
// Orca 43 speaks when it appears under Qt 6.4), in one sentence per turn of
// the event loop, with the board keeping the keyboard. And after a language
// switch the window says in the new language what a window started in it
// says: the Undo entry, the board's description and the panel's buttons.

#include "service/translatedmessage.h"
#include "ui/board/boardview.h"
#include "ui/settings/language.h"
#include "ui/solving/solutiondock.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "screenreadersetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>

namespace tst_announcements {

namespace {

// How often the notification appeared: a screen reader hears each ObjectShow.
int shown = 0;
QObject *notificationObject = nullptr;

void hear(QAccessibleEvent *event)
{
    if (event->type() == QAccessible::ObjectShow && event->object() == notificationObject)
        ++shown;
}

} // namespace

class TestAnnouncements : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void aMoveAndItsUndoAreAnnouncedAsTheyHappen();
    void theSameWordsTwiceAreHeardTwice();
    void aRefusedMoveIsAnnounced();
    void aHintAndAnAnswerAreAnnounced();
    void aLanguageSwitchSaysWhatAWindowStartedInItSays();

private:
    void openSample(MainWindow &window, const QString &extension);
    QLabel *notification() const;
    QString announced() const;

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestAnnouncements::initTestCase()
{
    testsetup::useTestFolders();
    Language::installTranslators(testsetup::appSettings());
    QVERIFY(screenreadersetup::listen(hear));
}

void TestAnnouncements::init()
{
    m_window = std::make_unique<MainWindow>();
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->boardView()->setFocus();
    notificationObject = notification();
    QVERIFY(notificationObject);
    openSample(*m_window, QStringLiteral("peg"));
    QCoreApplication::processEvents();
    shown = 0;
}

void TestAnnouncements::cleanup()
{
    m_window.reset();
    notificationObject = nullptr;
}

void TestAnnouncements::openSample(MainWindow &window, const QString &extension)
{
    QCOMPARE(windowsetup::openSample(window, m_dir, extension), QString());
}

QLabel *TestAnnouncements::notification() const
{
    return m_window->findChild<QLabel *>(QStringLiteral("announcement"));
}

// What a screen reader reads of the notification when it appears.
QString TestAnnouncements::announced() const
{
    QAccessibleInterface *notice = QAccessible::queryAccessibleInterface(notification());
    return notice ? notice->text(QAccessible::Name) : QString();
}

void TestAnnouncements::aMoveAndItsUndoAreAnnouncedAsTheyHappen()
{
    QAccessibleInterface *notice = QAccessible::queryAccessibleInterface(notification());
    QVERIFY(notice);
    QCOMPARE(notice->role(), QAccessible::Notification);

    windowdriver::clickHole(*m_window, 11);
    QTRY_COMPARE(shown, 1);
    QVERIFY2(announced().startsWith(QStringLiteral("Peg 11 selected")), qPrintable(announced()));
    windowdriver::clickHole(*m_window, 4);
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QTRY_COMPARE(shown, 2);
    const QString left13 = translated(m_window->session().position().summary());
    QCOMPARE(announced(), QStringLiteral("Jump 11 over 7 into 4. %1.").arg(left13));
    QVERIFY(notification()->isVisible());
    // Heard without leaving the board: the keys still act there.
    QCOMPARE(QApplication::focusWidget(), m_window->boardView());

    windowdriver::pressKeys(*m_window, QKeySequence::Undo);
    QTRY_COMPARE(shown, 3);
    const QString left14 = translated(m_window->session().position().summary());
    QCOMPARE(announced(), QStringLiteral("Undone: jump 11 over 7 into 4. %1.").arg(left14));
    windowdriver::pressKeys(*m_window, QKeySequence::Redo);
    QTRY_COMPARE(shown, 4);
    QCOMPARE(announced(), QStringLiteral("Redone: jump 11 over 7 into 4. %1.").arg(left13));
    QCOMPARE(QApplication::focusWidget(), m_window->boardView());
}

void TestAnnouncements::theSameWordsTwiceAreHeardTwice()
{
    windowdriver::clickHole(*m_window, 11);
    QTRY_COMPARE(shown, 1);
    windowdriver::clickHole(*m_window, 4);
    QTRY_COMPARE(shown, 2);
    windowdriver::pressKeys(*m_window, QKeySequence::Undo);
    QTRY_COMPARE(shown, 3);
    const QString undone = announced();
    windowdriver::pressKeys(*m_window, QKeySequence::Redo);
    QTRY_COMPARE(shown, 4);
    windowdriver::pressKeys(*m_window, QKeySequence::Undo);
    QTRY_COMPARE(shown, 5);
    QCOMPARE(announced(), undone);
}

void TestAnnouncements::aRefusedMoveIsAnnounced()
{
    windowdriver::clickHole(*m_window, 11);
    QTRY_COMPARE(shown, 1);
    windowdriver::clickHole(*m_window, 5); // not two holes away along a line
    QVERIFY(m_window->session().moves().isEmpty());
    const QString refusal = m_window->statusBar()->currentMessage();
    QVERIFY(!refusal.isEmpty());
    QTRY_COMPARE(shown, 2);
    QCOMPARE(announced(), refusal);
}

void TestAnnouncements::aHintAndAnAnswerAreAnnounced()
{
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_H));
    QVERIFY(!m_window->solver().isRunning() || finished.wait(30000));
    QVERIFY(!m_window->hintShown().isEmpty());
    QTRY_VERIFY2(shown >= 1, qPrintable(announced()));
    QVERIFY2(announced().startsWith(QStringLiteral("Hint: jump ")), qPrintable(announced()));
    QVERIFY2(announced().contains(QStringLiteral("again to play it")), qPrintable(announced()));

    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_H)); // plays it
    QCOMPARE(m_window->session().moveCount(), 1);
    QTRY_VERIFY2(announced().startsWith(QStringLiteral("Jump ")), qPrintable(announced()));
    shown = 0;
    QVERIFY(windowdriver::solveNow(*m_window));
    QTRY_VERIFY(shown >= 1);
    QVERIFY(!m_window->session().solution().empty());
    const auto *dock = m_window->findChild<SolutionDock *>();
    QVERIFY(dock);
    const QString caption = dock->findChild<QLabel *>(QStringLiteral("solutionCaption"))->text();
    QVERIFY(!caption.isEmpty());
    QVERIFY2(announced().contains(caption), qPrintable(announced() + QStringLiteral(" / ") + caption));
    QCOMPARE(QApplication::focusWidget(), m_window->boardView());
}

namespace {

// What a screen reader is told of the window's words a language switch changes.
QStringList wordsOf(MainWindow &window)
{
    QStringList words{window.undoAction()->text(),
                      QAccessible::queryAccessibleInterface(window.boardView())->text(QAccessible::Description)};
    // The panel's own buttons; the dock's title bar is Qt's.
    for (const QAbstractButton *button : window.findChild<SolutionDock *>()->widget()->findChildren<QAbstractButton *>()) {
        if (!button->isVisible())
            continue;
        QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(const_cast<QAbstractButton *>(button));
        words << accessible->text(QAccessible::Name) << button->toolTip();
    }
    return words;
}

} // namespace

void TestAnnouncements::aLanguageSwitchSaysWhatAWindowStartedInItSays()
{
    const auto playAndSolve = [this](MainWindow &window) {
        QVERIFY(windowsetup::show(window, {900, 640}));
        // Undo goes back to the game before: "Undo Open sample.peg".
        openSample(window, QStringLiteral("peg"));
        openSample(window, QStringLiteral("peg"));
        QVERIFY(windowdriver::solveNow(window));
    };
    playAndSolve(*m_window);
    const QStringList english = wordsOf(*m_window);
    m_window->findChild<QAction *>(QStringLiteral("actionLanguage_de"))->trigger();
    const auto restore = qScopeGuard([this] {
        m_window->findChild<QAction *>(QStringLiteral("actionLanguage_system"))->trigger();
    });
    QCoreApplication::processEvents();
    const QStringList switched = wordsOf(*m_window);

    MainWindow german;
    playAndSolve(german);
    const QStringList started = wordsOf(german);
    QVERIFY(started != english);
    QCOMPARE(switched, started);
}

PUZZLEBOX_TEST_MAIN(TestAnnouncements)
} // namespace tst_announcements
#include "tst_announcements.moc"
