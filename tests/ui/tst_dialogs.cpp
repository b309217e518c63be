// What a newcomer meets around the board: number fields that say their range
// and clamp with a note, a title naming the game with its modified marker,
// Save As's suggested name, Open Recent's labels, the About box, and
// View ▸ Language applying at once.

#include "core/common/registry.h"
#include "core/pegs/pegpuzzle.h"
#include "core/roller/rollerpuzzle.h"
#include "ui/help/aboutbox.h"
#include "ui/fifteen/fifteendialog.h"
#include "ui/settings/preferencesdialog.h"
#include "ui/files/recentfiles.h"
#include "ui/roller/rollernewgamedialog.h"
#include "ui/pegs/pegscene.h"
#include "ui/roller/rollerscene.h"
#include "ui/solving/solutiondock.h"
#include "ui/widgets/spinboxrange.h"
#include "windowdriver.h"
#include "../testsetup.h"
#include "windowsetup.h"
#include "testmain.h"

#include <QFileDialog>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolTip>

namespace tst_dialogs {

using pb::pegs::PegPuzzle;
using pb::roller::RollerPuzzle;

namespace {

// Types `keys` into `box` with its number selected, as a person replacing it would.
void typeInto(QSpinBox *box, const QString &keys)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, keys);
}

// The note a clamped field shows, or empty while none is visible.
QString noteText(const QSpinBox *box)
{
    const auto *note = box->findChild<QLabel *>(QStringLiteral("rangeNote"));
    return note && note->isVisible() ? note->text() : QString();
}

QString fileFromDialog(const QFileDialog &dialog)
{
    const auto *name = dialog.findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    return name ? name->text() : QString();
}

} // namespace

class TestDialogs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void typedNumberIsClampedWithANote_data();
    void typedNumberIsClampedWithANote();
    void numberBelowTheRangeIsRaisedWithANote();
    void tooltipSaysTheRange();
    void titleNamesThePuzzleAndMarksUnsavedMoves();
    void saveAsSuggestsANameAndTheTitleFollowsTheFile();
    void recentFilesTellSameNamesApart_data();
    void recentFilesTellSameNamesApart();
    void aboutNamesEveryPuzzle();
    void languageAppliesAtOnce();
    void languageReachesThePanel();
    void countsAreGroupedAsTheLocaleDoes();

private:
    void startRoller();
    // Triggers Save As and answers its dialog with `path`; returns the name
    // the dialog suggested.
    QString saveAs(const QString &path);

    std::unique_ptr<MainWindow> m_window;
    AppSettings m_settings;
};

void TestDialogs::initTestCase()
{
    testsetup::useTestFolders();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestDialogs::init()
{
    QSettings().clear();
}

void TestDialogs::cleanup()
{
    m_window.reset();
}

void TestDialogs::startRoller()
{
    m_window = std::make_unique<MainWindow>();
    m_window->newGame(std::make_unique<RollerPuzzle>(RollerPuzzle::classicExample()));
    QVERIFY(windowsetup::show(*m_window, {900, 640}));
}

void TestDialogs::typedNumberIsClampedWithANote_data()
{
    QTest::addColumn<QString>("dialog");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("note");

    QTest::newRow("animation 2000 ms") << "preferences" << "animationBox" << "2000" << 1000
                                       << "2,000 is not between 0 and 1,000; set to 1,000.";
    QTest::newRow("roller 9 rows") << "roller" << "height" << "9" << pb::roller::kMaxSide
                                   << "9 is not between 2 and 6; set to 6.";
    QTest::newRow("fifteen 12") << "fifteen" << "sizeSpinBox" << "12" << 9 << "12 is not between 3 and 9; set to 9.";
    QTest::newRow("in range") << "roller" << "height" << "5" << 5 << "";
}

void TestDialogs::typedNumberIsClampedWithANote()
{
    QFETCH(QString, dialog);
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QFETCH(int, value);
    QFETCH(QString, note);

    std::unique_ptr<QDialog> shown;
    QSpinBox *box = nullptr;
    if (dialog == QLatin1String("preferences")) {
        auto *preferences = new PreferencesDialog(m_settings);
        box = preferences->animationBox();
        shown.reset(preferences);
    } else if (dialog == QLatin1String("roller")) {
        auto *roller = new RollerNewGameDialog(testsetup::appSettings());
        box = roller->heightBox();
        shown.reset(roller);
    } else {
        shown = std::make_unique<FifteenDialog>(testsetup::appSettings());
        box = shown->findChild<QSpinBox *>(field);
    }
    QVERIFY(box);
    shown->show();
    QVERIFY(QTest::qWaitForWindowExposed(shown.get()));

    typeInto(box, typed);
    QCOMPARE(box->value(), value);
    // Still there once the key is up and a moment has passed.
    QTest::qWait(500);
    QCOMPARE(noteText(box), note);
}

void TestDialogs::numberBelowTheRangeIsRaisedWithANote()
{
    RollerNewGameDialog dialog(testsetup::appSettings());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSpinBox *depth = dialog.depthBox();
    QVERIFY(depth->isEnabled());
    typeInto(depth, QStringLiteral("0"));
    QTest::keyClick(depth, Qt::Key_Tab);
    QCOMPARE(depth->value(), depth->minimum());
    QCOMPARE(noteText(depth), QStringLiteral("0 is not between 1 and 60; set to 1."));
}

void TestDialogs::tooltipSaysTheRange()
{
    PreferencesDialog dialog(m_settings);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSpinBox *box = dialog.animationBox();
    QCOMPARE(SpinBoxRange::rangeText(box), QStringLiteral("From 0 to 1,000"));
    QHelpEvent help(QEvent::ToolTip, QPoint(2, 2), box->mapToGlobal(QPoint(2, 2)));
    QApplication::sendEvent(box, &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), box->toolTip() + QStringLiteral("\nFrom 0 to 1,000"));
}

void TestDialogs::titleNamesThePuzzleAndMarksUnsavedMoves()
{
    startRoller();
    const std::string size = m_window->session().startPosition().sizeText();
    QCOMPARE(size, std::string("5x4"));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Roller-Board 5 × 4[*]"));
    QVERIFY(!m_window->isWindowModified());

    const std::string move = m_window->session().position().legalMoves().front();
    QVERIFY(m_window->session().play(move));
    QVERIFY(m_window->isWindowModified());
    windowdriver::pressKeys(*m_window, QKeySequence::Undo);
    QVERIFY(!m_window->isWindowModified());
}

QString TestDialogs::saveAs(const QString &path)
{
    QString suggested;
    QTimer::singleShot(0, m_window.get(), [&suggested, &path] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        suggested = fileFromDialog(*dialog);
        dialog->selectFile(path);
        static_cast<QDialog *>(dialog)->accept();
    });
    windowdriver::action(*m_window, "actionSaveAs")->trigger();
    return suggested;
}

void TestDialogs::saveAsSuggestsANameAndTheTitleFollowsTheFile()
{
    startRoller();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString move = QString::fromStdString(m_window->session().position().legalMoves().front());
    QVERIFY(m_window->session().play(move.toStdString()));

    // No file yet: the puzzle and its size.
    const QString game = dir.filePath(QStringLiteral("mine.pbgame"));
    QCOMPARE(saveAs(game), QStringLiteral("rollerboard-5x4.pbgame"));
    QVERIFY(QFile::exists(game));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("mine.pbgame[*] — Roller-Board"));
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->session().play(move.toStdString()));
    QVERIFY(m_window->isWindowModified());
    // The file's own name the next time.
    QCOMPARE(saveAs(dir.filePath(QStringLiteral("mine-2.pbgame"))), QStringLiteral("mine.pbgame"));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("mine-2.pbgame[*] — Roller-Board"));
    QVERIFY(!m_window->isWindowModified());

    // A board file opened: its name, the game saved beside it.
    const QString board = dir.filePath(QStringLiteral("3x3crn.rbd"));
    QFile file(board);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("3 3\n110\n001\n000\n");
    file.close();
    QCOMPARE(m_window->loadFile(board), QString());
    QCOMPARE(m_window->windowTitle(), QStringLiteral("3x3crn.rbd[*] — Roller-Board"));
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(saveAs(dir.filePath(QStringLiteral("other.pbgame"))), QStringLiteral("3x3crn.pbgame"));

    // Undo New Game goes back to the game saved before, under its file's
    // name, and Redo to the one opened after it, under its own.
    windowdriver::action(*m_window, "actionUndo")->trigger();
    QCOMPARE(m_window->windowTitle(), QStringLiteral("mine-2.pbgame[*] — Roller-Board"));
    QVERIFY(!m_window->isWindowModified());
    windowdriver::action(*m_window, "actionRedo")->trigger();
    QCOMPARE(m_window->windowTitle(), QStringLiteral("other.pbgame[*] — Roller-Board"));
    QVERIFY(!m_window->isWindowModified());
}

void TestDialogs::recentFilesTellSameNamesApart_data()
{
    QTest::addColumn<QStringList>("paths");
    QTest::addColumn<QStringList>("labels");

    QTest::newRow("distinct names") << QStringList{"/home/a/x.rbd", "/home/b/y.rbd"} << QStringList{"x.rbd", "y.rbd"};
    QTest::newRow("same name") << QStringList{"/home/a/x.rbd", "/home/b/x.rbd", "/home/b/y.rbd"}
                               << QStringList{"x.rbd — a", "x.rbd — b", "y.rbd"};
    QTest::newRow("same folder name") << QStringList{"/one/boards/x.rbd", "/two/boards/x.rbd"}
                                      << QStringList{"x.rbd — one/boards", "x.rbd — two/boards"};
    QTest::newRow("one deeper") << QStringList{"/boards/x.rbd", "/old/boards/x.rbd"}
                                << QStringList{"x.rbd — boards", "x.rbd — old/boards"};
}

void TestDialogs::recentFilesTellSameNamesApart()
{
    QFETCH(QStringList, paths);
    QFETCH(QStringList, labels);
    QCOMPARE(RecentFiles::labels(paths), labels);
}

void TestDialogs::aboutNamesEveryPuzzle()
{
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    const QString text = AboutBox::text();
    QVERIFY2(text.contains(QLatin1String("Puzzlebox 9.8.7")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String(qVersion())), qPrintable(text));
    QVERIFY(pb::families().size() >= 4);
    for (const pb::FamilyInfo &family : pb::families()) {
        QVERIFY2(text.contains(QString::fromUtf8(family.displayName)), family.displayName);
        QVERIFY2(*family.description, family.displayName);
        QString description = QString::fromUtf8(family.description);
        // A board size is kept on one line: "3 x 3" is written 3 × 3 with no-break spaces.
        description.replace(QRegularExpression(QStringLiteral("(\\d+) x (\\d+)")), QStringLiteral("\\1\u00a0\u00d7\u00a0\\2"));
        QVERIFY2(text.contains(description.toHtmlEscaped()), family.description);
    }
    QVERIFY2(text.contains(QStringLiteral("3\u00a0\u00d7\u00a03")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("3 x 3")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("GNU General Public License, version 3 or later")), qPrintable(text));
}

void TestDialogs::languageAppliesAtOnce()
{
    startRoller();
    QVERIFY(m_window->session().play(m_window->session().position().legalMoves().front()));
    auto *game = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("menuGame"));
    auto *language = m_window->findChild<QMenu *>(QStringLiteral("menuLanguage"));
    QAction *undo = m_window->undoAction();
    QVERIFY(game && language);
    QCOMPARE(game->title(), QStringLiteral("&Game"));
    QVERIFY2(undo->text().startsWith(QLatin1String("&Undo ")), qPrintable(undo->text()));
    const QString newRoller = QStringLiteral("actionNew_") + QString::fromLatin1(RollerPuzzle::kFamily.data());
    QVERIFY(m_window->findChild<QAction *>(newRoller));
    const QString englishNew = m_window->findChild<QAction *>(newRoller)->text();

    // Qt posts QEvent::LanguageChange to each window.
    windowdriver::action(*m_window, "actionLanguage_de")->trigger();
    QTRY_COMPARE(game->title(), QStringLiteral("&Spiel"));
    QCOMPARE(language->title(), QStringLiteral("&Sprache"));
    QVERIFY2(undo->text().startsWith(QStringLiteral("&Rückgängig")), qPrintable(undo->text()));
    QCOMPARE(m_window->solutionDock()->windowTitle(), QStringLiteral("Lösung"));
    QCOMPARE(m_window->findChild<QAction *>(newRoller)->text(),
             QCoreApplication::translate("Families", "&Roller-Board…"));
    QCOMPARE(m_window->windowTitle(), QCoreApplication::translate("Family", "Roller-Board") + QStringLiteral(" 5 × 4[*]"));

    windowdriver::action(*m_window, "actionLanguage_en")->trigger();
    QTRY_COMPARE(game->title(), QStringLiteral("&Game"));
    QCOMPARE(language->title(), QStringLiteral("&Language"));
    QVERIFY2(undo->text().startsWith(QLatin1String("&Undo ")), qPrintable(undo->text()));
    QCOMPARE(m_window->solutionDock()->windowTitle(), QStringLiteral("Solution"));
    QCOMPARE(m_window->findChild<QAction *>(newRoller)->text(), englishNew);
}

// Everything the panel and the board show of the latest answer is said again
// in the new language, and the board keeps its marks.
void TestDialogs::languageReachesThePanel()
{
    startRoller();
    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    windowdriver::action(*m_window, "actionHint")->trigger();
    QVERIFY(finished.wait(5000));
    const SolutionDock *dock = m_window->solutionDock();
    auto *more = dock->findChild<QPushButton *>(QStringLiteral("showAllMovesButton"));
    QVERIFY(more && more->isVisible());
    const QString hint = dock->report();
    const QString caption = dock->caption();
    const QString moreText = more->text();
    QVERIFY2(hint.startsWith(QStringLiteral("Hint: ")), qPrintable(hint));
    QVERIFY(qobject_cast<RollerScene *>(m_window->scene())->hint());

    windowdriver::action(*m_window, "actionLanguage_de")->trigger();
    QTRY_COMPARE(m_window->solutionDock()->windowTitle(), QStringLiteral("Lösung"));
    QVERIFY2(dock->report().startsWith(QStringLiteral("Tipp: ")), qPrintable(dock->report()));
    QVERIFY(qobject_cast<RollerScene *>(m_window->scene())->hint());
    QVERIFY2(dock->caption() != caption && !dock->caption().isEmpty(), qPrintable(dock->caption()));
    QVERIFY2(more->text() != moreText, qPrintable(more->text()));

    // An answer beyond Solve: its words and the holes it marks.
    m_window->newGame(std::make_unique<PegPuzzle>(PegPuzzle::classicTriangle()));
    windowdriver::action(*m_window, "actionFinishCells")->trigger();
    QVERIFY(finished.wait(10000));
    const QString german = dock->report();
    const pb::pegs::PegBits marked = qobject_cast<PegScene *>(m_window->scene())->markedHoles();
    QVERIFY(marked != 0);
    windowdriver::action(*m_window, "actionLanguage_en")->trigger();
    QTRY_COMPARE(m_window->solutionDock()->windowTitle(), QStringLiteral("Solution"));
    QVERIFY2(dock->report() != german && dock->report().contains(QStringLiteral("hole")), qPrintable(dock->report()));
    QCOMPARE(qobject_cast<PegScene *>(m_window->scene())->markedHoles(), marked);
}

// "Show 1,099 More Moves" as the caption's "1,100 moves": a count in a
// sentence is grouped the way the language groups it.
void TestDialogs::countsAreGroupedAsTheLocaleDoes()
{
    SolutionDock dock;
    dock.setSolution(QStringList(1100, QStringLiteral("R0L")), QString());
    dock.setShownSteps(1);
    auto *more = dock.findChild<QPushButton *>(QStringLiteral("showAllMovesButton"));
    QVERIFY(more);
    QVERIFY2(more->text().contains(QLocale().toString(1099)) && QLocale().toString(1099) != QStringLiteral("1099"),
             qPrintable(more->text()));
}

PUZZLEBOX_TEST_MAIN(TestDialogs)
} // namespace tst_dialogs
#include "tst_dialogs.moc"
