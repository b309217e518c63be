// The desktop application around the puzzles, through the window: the game
// kept between sessions, saved games, files dropped on the window, the board
// exported as a picture, the rules with their diagram, icons and the board's
// accessible text.

#include "core/fifteen/fifteenpuzzle.h"
#include "core/nim/nimpuzzle.h"
#include "core/pegs/pegpuzzle.h"
#include "service/gamefiles.h"
#include "service/solverservice.h"
#include "service/translatedmessage.h"
#include "ui/board/boardview.h"
#include "ui/families.h"
#include "ui/mainwindow.h"
#include "ui/pegs/pegscene.h"
#include "ui/help/rulesdialog.h"
#include "windowdriver.h"
#include "testmain.h"
#include "testsetup.h"

#include <QAction>
#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QMimeData>
#include <QPainter>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>
#include <QTimer>
#include <QUrl>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>

namespace tst_desktop {

using pb::pegs::PegPuzzle;

class TestDesktop : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void gameSurvivesANewWindow();
    void damagedAutosaveStartsTheDefaultGame();
    void saveAsAndOpenKeepTheHistory();
    void saveAsBoardFileKeepsOnlyThePosition();
    void saveWritesTheOpenedGameInPlace();
    void damagedGameFileIsRefused_data();
    void damagedGameFileIsRefused();
    void droppedFileOpens();
    void droppedDamagedFileIsRefused();
    void namesThatAreNotUtf8Open();
    void exportBoardAsPngAndSvg();
    void fileDialogsRememberTheFolderAndExportSaysTheAnswer();
    void rulesShowTheRulesAndADiagram();
    void actionIconsAreSharpAtDoubleScale();
    void boardReadsAsText();
    void keysReachTheBoardAtStart();
    void keyboardFocusIsReadOut();

private:
    void newWindow();
    void click(int hole);
    void writeFile(const QString &path, const QByteArray &bytes);
    void drop(const QString &path);
    void drop(const QUrl &url);
    QAction *action(const char *name) const;
    const PegPuzzle &pegs() const;

    QTemporaryDir m_home;
    std::unique_ptr<MainWindow> m_window;
};

void TestDesktop::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsetup::useOwnHome(m_home, QStringLiteral("tst_desktop"));
    QVERIFY(GameFiles::autosavePath().startsWith(m_home.path()));
}

void TestDesktop::init()
{
    QFile::remove(GameFiles::autosavePath());
    newWindow();
}

void TestDesktop::cleanup()
{
    m_window.reset();
}

void TestDesktop::newWindow()
{
    m_window = std::make_unique<MainWindow>();
    m_window->setAnimationMillis(0);
    m_window->resize(900, 640);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

QAction *TestDesktop::action(const char *name) const
{
    return windowdriver::action(*m_window, name);
}

const PegPuzzle &TestDesktop::pegs() const
{
    return dynamic_cast<const PegPuzzle &>(m_window->session().position());
}

void TestDesktop::click(int hole)
{
    windowdriver::clickHole(*m_window, hole);
}

void TestDesktop::writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// A file dragged from a file manager and let go over the board.
void TestDesktop::drop(const QString &path)
{
    drop(QUrl::fromLocalFile(path));
}

void TestDesktop::drop(const QUrl &url)
{
    QMimeData data;
    data.setUrls({url});
    QWidget *target = m_window->boardView()->viewport();
    const QPoint at = target->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent dropped(QPointF(at), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &dropped);
    QVERIFY(dropped.isAccepted());
}

void TestDesktop::gameSurvivesANewWindow()
{
    QVERIFY(!m_window->resumeLastGame()); // nothing kept yet
    click(11);
    click(4); // 11-4
    QVERIFY(windowdriver::solveNow(*m_window));
    QVERIFY(m_window->session().hasSolution());
    action("actionForward")->trigger();
    action("actionForward")->trigger();
    m_window->session().undo(); // one solution move waits in Redo
    const QStringList moves = m_window->session().moves();
    const QStringList solution = m_window->session().solution();
    QCOMPARE(moves.size(), 2);
    QCOMPARE(m_window->session().solutionStep(), 1);
    const auto position = m_window->session().position().clone();

    // Destroyed without closing, as a crash or a killed session would.
    m_window.reset();
    QVERIFY(QFile::exists(GameFiles::autosavePath()));
    newWindow();
    QVERIFY(m_window->resumeLastGame());
    QVERIFY(m_window->session().position().equals(*position));
    QCOMPARE(m_window->session().moves(), moves);
    QCOMPARE(m_window->session().solution(), solution);
    QCOMPARE(m_window->session().solutionStep(), 1);
    QVERIFY(action("actionForward")->isEnabled());

    // Redo and Undo work as before the window was closed.
    QVERIFY(m_window->session().canRedo());
    m_window->session().redo();
    QCOMPARE(m_window->session().solutionStep(), 2);
    m_window->session().undo();
    m_window->session().undo();
    QCOMPARE(m_window->session().moves(), QStringList{moves.constFirst()});
    QVERIFY(m_window->session().canUndo());
    m_window->session().undo();
    QVERIFY(pegs().equals(PegPuzzle::classicTriangle()));

    // Closed the ordinary way, the game is kept too.
    click(11);
    click(4);
    QVERIFY(m_window->close());
    m_window.reset();
    newWindow();
    QVERIFY(m_window->resumeLastGame());
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
}

void TestDesktop::damagedAutosaveStartsTheDefaultGame()
{
    m_window.reset();
    QVERIFY(QDir().mkpath(QFileInfo(GameFiles::autosavePath()).absolutePath()));
    const QByteArray damaged = "puzzlebox-game 1\nfamily pegs\nmoves 11-4 1-2\nboard\n\x01\x02garbage";
    writeFile(GameFiles::autosavePath(), damaged);
    newWindow();
    QVERIFY(!m_window->resumeLastGame());
    QVERIFY(pegs().equals(PegPuzzle::classicTriangle()));
    QCOMPARE(m_window->session().moveCount(), 0);
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.contains(GameFiles::autosavePath() + QLatin1Char(':')), qPrintable(message));
    // Kept aside for whoever wants to look into it, dated, never overwritten:
    // a second damaged game in a row keeps the first copy too (issue 40).
    const QFileInfo kept(GameFiles::autosavePath());
    const auto copies = [&kept] {
        return kept.absoluteDir().entryList({kept.fileName() + QStringLiteral(".damaged-*")}, QDir::Files, QDir::Name);
    };
    QCOMPARE(copies().size(), 1);
    QFile aside(kept.absoluteDir().filePath(copies().front()));
    QVERIFY(aside.open(QIODevice::ReadOnly));
    QCOMPARE(aside.readAll(), damaged);
    m_window.reset();
    writeFile(GameFiles::autosavePath(), damaged + "again");
    newWindow();
    QVERIFY(!m_window->resumeLastGame());
    QCOMPARE(copies().size(), 2);

    // The window plays on and keeps its game again.
    click(11);
    click(4);
    m_window.reset();
    newWindow();
    QVERIFY(m_window->resumeLastGame());
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
}

void TestDesktop::saveAsAndOpenKeepTheHistory()
{
    click(11);
    click(4);
    click(9);
    click(7); // 9-7
    QCOMPARE(m_window->session().moveCount(), 2);
    m_window->session().undo(); // 9-7 waits in Redo
    const auto position = m_window->session().position().clone();
    const QString path = m_home.filePath(QStringLiteral("game.pbgame"));
    QCOMPARE(m_window->saveFile(path), QString());

    m_window->newGame(std::make_unique<pb::fifteen::FifteenPuzzle>(pb::fifteen::FifteenBoard(3)));
    QCOMPARE(m_window->loadFile(path), QString());
    QVERIFY(m_window->session().position().equals(*position));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QVERIFY(m_window->session().canRedo());
    m_window->session().redo();
    QCOMPARE(m_window->session().moves(), (QStringList{QStringLiteral("11-4"), QStringLiteral("9-7")}));
    m_window->session().undo();
    m_window->session().undo();
    QVERIFY(pegs().equals(PegPuzzle::classicTriangle()));
    QVERIFY(!m_window->session().record().canUndo());
    // Then Undo goes back to the game the file replaced.
    QCOMPARE(m_window->session().undoText(), QStringLiteral("Open game.pbgame"));
    m_window->session().undo();
    QCOMPARE(m_window->session().position().family(), std::string_view("fifteen"));

    // The file is the documented text format.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY2(text.startsWith("puzzlebox-game 3\nfamily pegs\nturn 11-4\nturn 9-7\nplayed 1\n"), text.constData());
}

// Ctrl+S writes the saved game on screen where it came from; a board file or
// a game in no file asks where, as Save As does.
void TestDesktop::saveWritesTheOpenedGameInPlace()
{
    const QString path = m_home.filePath(QStringLiteral("kept.pbgame"));
    QCOMPARE(m_window->saveFile(path), QString());
    QCOMPARE(m_window->loadFile(path), QString());
    click(11);
    click(4);
    QVERIFY(m_window->isWindowModified());
    m_window->activateWindow();
    QApplication::setActiveWindow(m_window.get());
    windowdriver::pressKeys(*m_window, QKeySequence::Save);
    QVERIFY(!m_window->isWindowModified());
    const GameFiles::LoadResult saved = GameFiles::load(path);
    QVERIFY2(saved.game, qPrintable(saved.error));
    QCOMPARE(saved.game->record.line().size(), std::size_t(1));

    const QString board = m_home.filePath(QStringLiteral("board.peg"));
    QCOMPARE(m_window->saveFile(board), QString());
    QCOMPARE(m_window->loadFile(board), QString());
    click(9);
    click(7);
    bool asked = false;
    QTimer::singleShot(0, this, [&asked] {
        if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            asked = true;
            dialog->reject();
        }
    });
    windowdriver::pressKeys(*m_window, QKeySequence::Save);
    QVERIFY(asked);
    QCOMPARE(GameFiles::load(board).game->record.line().size(), std::size_t(0));
}

void TestDesktop::saveAsBoardFileKeepsOnlyThePosition()
{
    click(11);
    click(4);
    const QString path = m_home.filePath(QStringLiteral("after-one-jump.peg"));
    QCOMPARE(m_window->saveFile(path), QString());
    const auto position = m_window->session().position().clone();
    m_window->newGame(PegPuzzle::classicTriangle().clone());
    QCOMPARE(m_window->loadFile(path), QString());
    QVERIFY(m_window->session().position().equals(*position));
    QCOMPARE(m_window->session().moveCount(), 0);
}

void TestDesktop::damagedGameFileIsRefused_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("place");
    const QByteArray board = "board\n" + QByteArray::fromStdString(PegPuzzle::classicTriangle().save());
    QTest::newRow("illegal move") << "puzzlebox-game 1\nfamily pegs\nmoves 11-4 11-4\n" + board << QStringLiteral(":3:12: ");
    QTest::newRow("newer version") << "puzzlebox-game 9\nfamily pegs\n" + board << QStringLiteral(":1:16: ");
    QTest::newRow("unknown family") << "puzzlebox-game 1\nfamily chess\n" + board << QStringLiteral(":2:8: ");
    QTest::newRow("not a game") << QByteArray("hello\n") << QStringLiteral(":1:1: ");
    QTest::newRow("damaged board") << QByteArray("puzzlebox-game 1\nfamily pegs\nboard\ntriangle\n  1\n 1 1\n1 0 1 7\n")
                                   << QStringLiteral(":");
}

void TestDesktop::damagedGameFileIsRefused()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, place);
    click(11);
    click(4);
    const auto position = m_window->session().position().clone();
    const QString path = m_home.filePath(QStringLiteral("damaged.pbgame"));
    writeFile(path, text);
    const QString error = m_window->loadFile(path);
    QVERIFY2(error.startsWith(path + place), qPrintable(error));
    QVERIFY(m_window->session().position().equals(*position));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
    QVERIFY(m_window->session().canUndo());
}

void TestDesktop::droppedFileOpens()
{
    const QString path = m_home.filePath(QStringLiteral("dropped.pbgame"));
    writeFile(path, "puzzlebox-game 1\nfamily fifteen\nmoves 8\nboard\n"
                    + QByteArray::fromStdString(pb::fifteen::FifteenPuzzle(pb::fifteen::FifteenBoard(3)).save()));
    drop(path);
    QTRY_COMPARE(m_window->session().position().family(), std::string_view("fifteen"));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("8")});
    QVERIFY(m_window->session().canUndo());
    // Dropping a file never loses the game on screen: Undo brings it back.
    m_window->session().undo();
    m_window->session().undo();
    QCOMPARE(m_window->session().position().family(), std::string_view("pegs"));
    m_window->session().redo();

    // A board file dropped on the window opens as well.
    const QString boardPath = m_home.filePath(QStringLiteral("dropped.peg"));
    writeFile(boardPath, QByteArray::fromStdString(PegPuzzle::classicTriangle().save()));
    drop(boardPath);
    QTRY_COMPARE(m_window->session().position().family(), std::string_view("pegs"));
    QVERIFY(pegs().equals(PegPuzzle::classicTriangle()));
}

// A file whose name is not UTF-8 (Qt decodes such a name to U+FFFD) opens
// by its bytes, from loadFile() (the command line's way) and dropped on the
// window; the title shows the name as text can.
void TestDesktop::namesThatAreNotUtf8Open()
{
    const QByteArray name = QFile::encodeName(m_home.path()) + "/bad\xff\xfeutf8.peg";
    // QTemporaryDir cannot remove it: it lists the folder as text.
    const auto removeFile = qScopeGuard([&name] { std::remove(name.constData()); });
    {
        std::ofstream file(name.toStdString(), std::ios::binary);
        file << PegPuzzle::classicTriangle().save();
        QVERIFY(file.good());
    }
    click(11);
    click(4);
    QCOMPARE(m_window->loadFile(NativePath::fromBytes(name)), QString());
    QVERIFY(pegs().equals(PegPuzzle::classicTriangle()));
    QVERIFY2(m_window->windowTitle().startsWith(QFile::decodeName("bad\xff\xfeutf8.peg")),
             qPrintable(m_window->windowTitle()));
    // The game it replaced comes back with Undo, as with every file opened.
    m_window->session().undo();
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});

    // A file manager's URL carries the bytes percent-encoded.
    drop(QUrl::fromEncoded(QByteArrayLiteral("file://") + name.toPercentEncoding("/")));
    QTRY_VERIFY(m_window->session().moves().isEmpty());
    QVERIFY(pegs().equals(PegPuzzle::classicTriangle()));
}

void TestDesktop::droppedDamagedFileIsRefused()
{
    click(11);
    click(4);
    const QString path = m_home.filePath(QStringLiteral("bad.pbgame"));
    writeFile(path, "puzzlebox-game 1\nfamily pegs\nmoves 1-2\nboard\n" + QByteArray::fromStdString(PegPuzzle::classicTriangle().save()));
    QString shown;
    QTimer closer;
    connect(&closer, &QTimer::timeout, this, [&shown] {
        if (QWidget *box = QApplication::activeModalWidget()) {
            shown = box->findChild<QLabel *>(QStringLiteral("qt_msgbox_label"))->text();
            box->close();
        }
    });
    closer.start(20);
    drop(path);
    QTRY_VERIFY(!shown.isEmpty());
    QVERIFY2(shown.contains(path + QStringLiteral(":3:7: ")), qPrintable(shown));
    QCOMPARE(m_window->session().moves(), QStringList{QStringLiteral("11-4")});
}

void TestDesktop::exportBoardAsPngAndSvg()
{
    const QString screenshots = qEnvironmentVariable("PUZZLEBOX_SCREENSHOT_DIR");
    for (const FamilyUi &family : familyUis()) {
        m_window->newGame(family.defaultGame(testsetup::appSettings()));
        const QString name = QString::fromLatin1(family.family.data(), qsizetype(family.family.size()));
        const QString png = m_home.filePath(name + QStringLiteral(".png"));
        const QString svg = m_home.filePath(name + QStringLiteral(".svg"));
        QCOMPARE(m_window->exportBoard(png), QString());
        QCOMPARE(m_window->exportBoard(svg), QString());

        const QImage image(png);
        QVERIFY2(!image.isNull(), qPrintable(png));
        QVERIFY(std::max(image.width(), image.height()) >= 900);
        // A board, not a blank: the backdrop's gradient alone has few colours
        // in the centre row, the board's items many more.
        std::set<QRgb> colours;
        for (int x = 0; x < image.width(); ++x)
            colours.insert(image.pixel(x, image.height() / 2));
        QVERIFY2(colours.size() > 40, qPrintable(name));

        QSvgRenderer renderer(svg);
        QVERIFY2(renderer.isValid(), qPrintable(svg));
        QCOMPARE(renderer.viewBoxF().size().toSize(), image.size());
        QVERIFY(QFileInfo(svg).size() > 2000);
        // Drawn again from the SVG, the picture matches the PNG roughly.
        QImage redrawn(image.size(), QImage::Format_ARGB32_Premultiplied);
        redrawn.fill(Qt::transparent);
        {
            QPainter painter(&redrawn);
            renderer.render(&painter);
        }
        int close = 0;
        for (int x = 0; x < image.width(); ++x) {
            const QColor a = image.pixelColor(x, image.height() / 2);
            const QColor b = redrawn.pixelColor(x, image.height() / 2);
            if (std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) < 40)
                ++close;
        }
        QVERIFY2(close > image.width() * 9 / 10, qPrintable(name));
        if (!screenshots.isEmpty())
            QVERIFY(QFile::copy(png, screenshots + QStringLiteral("/export-") + name + QStringLiteral(".png")));
    }
}

// Every file dialog opens where the last one went; the moves exported as text
// carry what the solver said, as the panel showed it.
void TestDesktop::fileDialogsRememberTheFolderAndExportSaysTheAnswer()
{
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    const QString folder = QFileInfo(elsewhere.path()).canonicalFilePath();
    QString openedIn;
    // Answers the file dialog `action` opens with `name` in the folder it opened in.
    const auto answer = [this, &openedIn](const char *action, const QString &pathOrName) {
        QTimer::singleShot(0, this, [&openedIn, pathOrName] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            openedIn = QFileInfo(dialog->directory().absolutePath()).canonicalFilePath();
            dialog->selectFile(QFileInfo(pathOrName).isAbsolute() ? pathOrName : dialog->directory().filePath(pathOrName));
            static_cast<QDialog *>(dialog)->accept();
        });
        this->action(action)->trigger();
    };
    writeFile(elsewhere.filePath(QStringLiteral("start.peg")), "triangle\n0\n1 1\n1 1 1\n1 1 1 1\n1 1 1 1 1\n");
    answer("actionOpen", elsewhere.filePath(QStringLiteral("start.peg")));
    QCOMPARE(pegs().pegCount(), 14);

    QSignalSpy finished(&m_window->solver(), &SolverService::finished);
    action("actionSolve")->trigger();
    QVERIFY(finished.wait(30000));
    answer("actionExportMoves", QStringLiteral("moves.txt"));
    QCOMPARE(openedIn, folder);
    QFile text(elsewhere.filePath(QStringLiteral("moves.txt")));
    QVERIFY(text.open(QIODevice::ReadOnly));
    const QString exported = QString::fromUtf8(text.readAll());
    QVERIFY2(exported.contains(QStringLiteral("\nSolver: A solution in 13 jump")), qPrintable(exported));

    // A new window, a new run: Open starts there too.
    newWindow();
    answer("actionOpen", elsewhere.filePath(QStringLiteral("start.peg")));
    QCOMPARE(openedIn, folder);
}

void TestDesktop::rulesShowTheRulesAndADiagram()
{
    const QString screenshots = qEnvironmentVariable("PUZZLEBOX_SCREENSHOT_DIR");
    for (const FamilyUi &family : familyUis()) {
        RulesDialog dialog(family, m_window->settings(), m_window.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        int pictures = 0;
        int examples = 0;
        bool hasRules = false;
        QImage before;
        QImage after;
        for (const QLabel *label : dialog.findChildren<QLabel *>()) {
            if (!label->pixmap().isNull()) {
                QVERIFY(label->pixmap().width() > 100);
                QVERIFY(!label->accessibleName().isEmpty());
                (++pictures == 1 ? before : after) = label->pixmap().toImage();
            }
            hasRules = hasRules || label->text() == family.rulesText();
            // The example's move changes the board: before and after differ.
            static const QRegularExpression example(QStringLiteral("^For example, the move (\\S+) "));
            if (const QRegularExpressionMatch match = example.match(label->text()); match.hasMatch()) {
                const auto before = family.defaultGame(testsetup::appSettings());
                auto after = before->clone();
                QVERIFY(!after->apply(match.captured(1).toStdString()));
                QVERIFY2(!after->equals(*before), qPrintable(label->text()));
                ++examples;
            }
        }
        QVERIFY(hasRules);
        QCOMPARE(pictures, 2);
        QCOMPARE(examples, 1);
        if (!screenshots.isEmpty())
            QVERIFY(dialog.grab().save(screenshots + QStringLiteral("/rules-")
                                       + QString::fromLatin1(family.family.data(), qsizetype(family.family.size()))
                                       + QStringLiteral(".png")));
        if (family.family == pb::nim::NimPuzzle::kFamily) {
            // The stones the example takes stand out in the small picture:
            // a rim of the hint's blue round each, not only a faint glow.
            const auto bluish = [](const QImage &image) {
                int count = 0;
                for (int y = 0; y < image.height(); ++y) {
                    for (int x = 0; x < image.width(); ++x) {
                        const QColor pixel = image.pixelColor(x, y);
                        count += pixel.blue() > pixel.red() + 80 && pixel.blue() > pixel.green() + 20;
                    }
                }
                return count;
            };
            QVERIFY2(bluish(before) > 40 + bluish(after), qPrintable(QStringLiteral("%1 %2").arg(bluish(before)).arg(bluish(after))));
        }
        if (family.family == pb::pegs::PegPuzzle::kFamily) {
            // Every way to play is in the rules: clicks, drags and keys.
            for (const char *words : {"drag the peg", "arrow keys", "Space or Enter"})
                QVERIFY2(family.rulesText().contains(QLatin1String(words)), words);
        }
    }

    // Help ▸ Rules opens it for the game being played.
    QString title;
    QTimer::singleShot(0, this, [&title] {
        if (QWidget *dialog = QApplication::activeModalWidget()) {
            title = dialog->windowTitle();
            dialog->close();
        }
    });
    action("actionRules")->trigger();
    QCOMPARE(title, QStringLiteral("Rules"));
}

void TestDesktop::actionIconsAreSharpAtDoubleScale()
{
    // Drawn from SVG (the theme's or the bundled one), never a bitmap scaled up.
    for (const char *name : {"actionOpen", "actionSaveAs", "actionSolve", "actionHint", "actionStop", "actionFirst",
                             "actionBack", "actionForward", "actionLast", "actionPlayPause", "actionCopyBoard",
                             "actionExportMoves", "actionExportBoard", "actionRules", "actionPreferences"}) {
        const QIcon icon = action(name)->icon();
        QVERIFY2(!icon.isNull(), name);
        QCOMPARE(icon.pixmap(QSize(22, 22), 2.0).size(), QSize(44, 44));
    }
    // The window's own is set once its first frame is out.
    QTRY_VERIFY(!m_window->windowIcon().isNull());
    QCOMPARE(m_window->windowIcon().pixmap(QSize(64, 64), 2.0).size(), QSize(128, 128));
}

void TestDesktop::boardReadsAsText()
{
    QWidget *board = m_window->boardView();
    QVERIFY(!board->accessibleName().isEmpty());
    click(11);
    click(4);
    // The position's summary, not a picture of the board: a screen reader
    // reads the board cell by cell (tst_accessibility).
    const pb::Puzzle &position = m_window->session().position();
    QCOMPARE(board->accessibleDescription(), translated(position.summary()));
    QVERIFY(!board->accessibleDescription().contains(QString::fromStdString(position.render())));

    // The keyboard focus is read out too.
    auto *scene = qobject_cast<PegScene *>(m_window->scene());
    QVERIFY(scene);
    QTest::keyClick(board, Qt::Key_Down); // shows the focus
    const int hole = scene->focusHole();
    QVERIFY(hole >= 0);
    QVERIFY2(scene->focusDescription().contains(QStringLiteral("hole %1,").arg(hole)), qPrintable(scene->focusDescription()));
}

void TestDesktop::keysReachTheBoardAtStart()
{
    // Without a click first: the arrow keys pick a peg, Return jumps.
    QTRY_COMPARE(QApplication::focusWidget(), m_window->boardView());
    auto *scene = qobject_cast<PegScene *>(m_window->scene());
    QVERIFY(scene);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QVERIFY(scene->focusHole() >= 0);
}

void TestDesktop::keyboardFocusIsReadOut()
{
    for (const FamilyUi &family : familyUis()) {
        m_window->newGame(family.defaultGame(testsetup::appSettings()));
        QWidget *board = m_window->boardView();
        board->setFocus();
        // Fifteen's keys act round the blank from the start; the others
        // show their cursor at the first arrow key.
        QCOMPARE(m_window->scene()->focusDescription().isEmpty(), family.family != "fifteen");
        QTest::keyClick(board, Qt::Key_Down);
        QVERIFY2(!m_window->scene()->focusDescription().isEmpty(), family.family.data());
    }
}

PUZZLEBOX_TEST_MAIN(TestDesktop)
} // namespace tst_desktop
#include "tst_desktop.moc"
