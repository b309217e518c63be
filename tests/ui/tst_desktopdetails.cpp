// The window's desktop details (issue 42): View ▸ Full Screen by its menu entry
// and both keys, a key for Preferences, and About's links to the homepage and
// the bug tracker.

#include "ui/mainwindow.h"
#include "ui/window/actiongates.h"
#include "windowdriver.h"
#include "windowsetup.h"
#include "../testsetup.h"
#include "testmain.h"

#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QTest>

namespace tst_desktopdetails {

class TestDesktopDetails : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsetup::useTestFolders(); }
    void init()
    {
        m_window = std::make_unique<MainWindow>();
        QVERIFY(windowsetup::show(*m_window, {700, 500}));
    }
    void cleanup() { m_window.reset(); }

    void fullScreenComesAndGoesByItsKeysAndItsEntry();
    void preferencesHasAKey();
    void aboutLinksTheHomepageAndTheBugTracker();

private:
    QAction *action(const char *name) const { return windowdriver::action(*m_window, name); }

    std::unique_ptr<MainWindow> m_window;
};

void TestDesktopDetails::fullScreenComesAndGoesByItsKeysAndItsEntry()
{
    QAction *fullScreen = action("actionFullScreen");
    auto *view = m_window->findChild<QMenu *>(QStringLiteral("menuView"));
    QVERIFY(view && view->actions().contains(fullScreen));
    QVERIFY(fullScreen->isCheckable());
    QCOMPARE(ActionGates::gatesOf(fullScreen), ActionGates::Gates(ActionGates::Gate::Looks));

    QVERIFY(!m_window->isFullScreen());
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_F11));
    QTRY_VERIFY(m_window->isFullScreen());
    QVERIFY(fullScreen->isChecked());
    windowdriver::pressKeys(*m_window, QKeySequence(Qt::Key_F11));
    QTRY_VERIFY(!m_window->isFullScreen());
    QVERIFY(!fullScreen->isChecked());

    windowdriver::pressKeys(*m_window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    QTRY_VERIFY(m_window->isFullScreen());
    // The desktop may end it itself (its own key, a maximize): the tick follows.
    m_window->showNormal();
    QTRY_VERIFY(!fullScreen->isChecked());
    fullScreen->trigger();
    QTRY_VERIFY(m_window->isFullScreen());
    fullScreen->trigger();
    QTRY_VERIFY(!m_window->isFullScreen());
}

void TestDesktopDetails::preferencesHasAKey()
{
    QAction *preferences = action("actionPreferences");
    QVERIFY(!preferences->shortcut().isEmpty());
    QString title;
    QTimer::singleShot(0, m_window.get(), [&title] {
        if (QWidget *dialog = QApplication::activeModalWidget()) {
            title = dialog->windowTitle();
            dialog->close();
        }
    });
    windowdriver::pressKeys(*m_window, preferences->shortcut());
    QCOMPARE(title, QStringLiteral("Preferences"));
}

void TestDesktopDetails::aboutLinksTheHomepageAndTheBugTracker()
{
    QStringList links;
    QTimer::singleShot(0, m_window.get(), [&links] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        for (const QLabel *label : box->findChildren<QLabel *>()) {
            if (label->openExternalLinks())
                links << label->text();
        }
        box->close();
    });
    action("actionAbout")->trigger();
    const QString text = links.join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QLatin1String("<a href=\"https://github.com/puzzlebox/puzzlebox\">")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("<a href=\"https://github.com/puzzlebox/puzzlebox/issues\">")), qPrintable(text));
}

PUZZLEBOX_TEST_MAIN(TestDesktopDetails)
} // namespace tst_desktopdetails

#include "tst_desktopdetails.moc"
