#include "mainwindow.h"
#include "ui_mainwindow.h"

#include "aboutbox.h"
#include "boardexport.h"
#include "boardscene.h"
#include "boardview.h"
#include "celebration.h"
#include "families.h"
#include "movestext.h"
#include "filedialogs.h"
#include "language.h"
#include "../core/common/registry.h"
#include "elidedlabel.h"
#include "preferencesdialog.h"
#include "recentfiles.h"
#include "rulesdialog.h"
#include "solutiondock.h"
#include "solutionplayer.h"
#include "statisticsdialog.h"
#include "windowtitle.h"
#include "../service/boardfiles.h"
#include "../service/translatedmessage.h"
#include "../service/autosave.h"
#include "../service/gamefiles.h"
#include "../service/records.h"

#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QWindow>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
{
    Q_INIT_RESOURCE(puzzlebox);
    m_ui->setupUi(this);
    setWindowIcon(QIcon(QStringLiteral(":/icons/puzzlebox.svg")));

    m_solutionDock = new SolutionDock(this);
    addDockWidget(Qt::RightDockWidgetArea, m_solutionDock);
    connect(m_solutionDock, &QDockWidget::dockLocationChanged, this, &MainWindow::keepBoardFirst);
    connect(m_solutionDock, &QDockWidget::topLevelChanged, this, &MainWindow::keepBoardFirst);

    m_player = new SolutionPlayer(m_session, this);
    m_records = new PlayerRecords(this);
    setUpActions();
    setUpStatusBar();
    m_solve = new SolvePresenter(m_session, m_solver, m_solverLabel, this);
    connect(m_solve, &SolvePresenter::message, this,
            [this](const QString &text, int timeout) { statusBar()->showMessage(text, timeout); });
    connect(m_solve, &SolvePresenter::finishCellsFound, this, [this](const QList<int> &cells) {
        if (m_scene)
            m_scene->showFinishCells(cells);
    });
    connect(m_player, &SolutionPlayer::playingChanged, this, &MainWindow::showPlaying);
    // A jump redraws once at the end instead of animating every move in between.
    connect(m_player, &SolutionPlayer::jumpStarted, this, [this] { m_animate = false; });
    connect(m_player, &SolutionPlayer::jumpFinished, this, [this] {
        m_animate = true;
        showPosition();
    });
    connect(m_solve, &SolvePresenter::hintFound, this, &MainWindow::showHintMove);
    connect(m_solve, &SolvePresenter::solutionFound, this, [this] {
        m_solutionDock->show();
        m_solutionDock->raise();
        updateSolutionPlayer();
    });
    m_solve->setStopKey(m_ui->actionStop->shortcut());
    connect(m_solve, &SolvePresenter::reportChanged, this, &MainWindow::showSolverReport);
    connect(m_solve, &SolvePresenter::answered, this, [this] {
        m_solutionDock->show();
        m_solutionDock->raise();
    });
    connect(m_solutionDock, &SolutionDock::retryRequested, this, [this] {
        // The board being edited is no position to search (nor is the report's).
        if (isEditing())
            return;
        if (const std::optional<int> budget = largerMemoryBudgetMiB()) {
            PreferencesDialog::setMemoryBudgetMiB(*budget);
            m_solve->retry(PreferencesDialog::memoryBudgetBytes());
        }
    });
    connect(m_solutionDock, &SolutionDock::preferencesRequested, this, &MainWindow::showPreferences);
    connect(m_solve, &SolvePresenter::captionChanged, this, &MainWindow::updateSolutionPlayer);
    connect(m_solve, &SolvePresenter::runningChanged, this, &MainWindow::updateActions);

    connect(&m_session, &GameSession::movesPlayed, this, &MainWindow::onMovesPlayed);
    connect(&m_session, &GameSession::positionReset, this, &MainWindow::onPositionReset);
    connect(&m_session, &GameSession::gameStarted, this, &MainWindow::onGameStarted);
    connect(&m_session, &GameSession::historyChanged, this, &MainWindow::updateActions);
    connect(&m_session, &GameSession::solutionChanged, this, &MainWindow::updateSolutionPlayer);
    connect(&m_session, &GameSession::historyChanged, this, &MainWindow::updateClock);
    connect(&m_session, &GameSession::firstMovePlayed, m_records,
            [this] { m_records->notePlayed(m_session.startPosition()); });
    connect(&m_session, &GameSession::goalReached, this, &MainWindow::onGoalReached);
    connect(m_records, &PlayerRecords::saveFailed, this, [this](const QString &message) { statusBar()->showMessage(message, 6000); });
    m_clockTimer.setSingleShot(true);
    connect(&m_clockTimer, &QTimer::timeout, this, &MainWindow::updateClock);
    // Another program in front; a window of this one that is no dialog (the
    // solution panel floating) changes nothing.
    connect(qApp, &QGuiApplication::applicationStateChanged, this, &MainWindow::updateClockPause);
    connect(m_solutionDock, &SolutionDock::stepRequested, m_player, &SolutionPlayer::goToStep);
    connect(m_solutionDock, &SolutionDock::paceChanged, m_player, &SolutionPlayer::setPaceMillis);

    const QSettings settings;
    m_solutionDock->setPaceMillis(settings.value(QStringLiteral("paceMillis"), 600).toInt());
    m_player->setPaceMillis(m_solutionDock->paceMillis());
    // Long enough to see the person's move land before the computer answers.
    m_opponentTimer.setSingleShot(true);
    m_opponentTimer.setInterval(900);
    connect(&m_opponentTimer, &QTimer::timeout, this, &MainWindow::playOpponentMove);
    restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("windowState")).toByteArray());
    m_autosave = new Autosave(m_session, this);
    connect(m_autosave, &Autosave::failed, this, [this](const QString &message) { statusBar()->showMessage(message, 6000); });
    // Files dropped anywhere on the window open, the board included.
    setAcceptDrops(true);
    m_ui->boardView->setAccessibleName(tr("Board"));
    m_ui->boardView->setAcceptDrops(false);
    m_ui->boardView->viewport()->setAcceptDrops(false);
    for (const FamilyUi &family : familyUis()) {
        if (family.followSession)
            family.followSession(m_session, this);
    }
    m_recentFiles = new RecentFiles(m_ui->menuOpenRecent, this);
    connect(m_recentFiles, &RecentFiles::openRequested, this, &MainWindow::openFile);
    m_animationMillis = PreferencesDialog::animationMillis();
    m_title = new WindowTitle(this, m_session);

    newGame(familyUis().front().defaultGame());
    // Not shown yet: a game resumed before show() waits for it.
    updateClockPause();
}

// The autosave goes first: it writes a pending change, which reads the session.
MainWindow::~MainWindow()
{
    delete m_autosave;
}

BoardView *MainWindow::boardView() const
{
    return m_ui->boardView;
}

void MainWindow::setAnimationMillis(int millis)
{
    m_animationMillis = millis;
    if (m_scene)
        m_scene->setAnimationMillis(millis);
}

void MainWindow::setUpActions()
{
    const QStyle *style = this->style();
    auto &ui = *m_ui;

    // Shortcuts and icons (the theme's, else the bundled SVG, else the style's).
    const struct {
        QAction *action;
        QKeySequence keys;
        QString icon;
        QStyle::StandardPixmap fallback;
    } kActions[] = {
        {ui.actionOpen, QKeySequence(QKeySequence::Open), QStringLiteral("document-open"), QStyle::SP_DialogOpenButton},
        {ui.actionSaveAs, QKeySequence(QKeySequence::SaveAs), QStringLiteral("document-save-as"), QStyle::SP_DialogSaveButton},
        {ui.actionRestart, QKeySequence(Qt::Key_F5), QStringLiteral("view-refresh"), QStyle::SP_BrowserReload},
        {ui.actionQuit, QKeySequence(QKeySequence::Quit), QStringLiteral("application-exit"), QStyle::SP_DialogCloseButton},
        {ui.actionSolve, QKeySequence(Qt::CTRL | Qt::Key_R), QStringLiteral("system-run"), QStyle::SP_MediaPlay},
        {ui.actionHint, QKeySequence(Qt::Key_H), QStringLiteral("help-hint"), QStyle::SP_MessageBoxQuestion},
        {ui.actionImprove, QKeySequence(), QStringLiteral("edit-find"), QStyle::SP_FileDialogContentsView},
        {ui.actionStop, QKeySequence(Qt::Key_Escape), QStringLiteral("process-stop"), QStyle::SP_BrowserStop},
        {ui.actionFirst, QKeySequence(Qt::Key_Home), QStringLiteral("go-first"), QStyle::SP_MediaSkipBackward},
        {ui.actionBack, QKeySequence(Qt::CTRL | Qt::Key_Left), QStringLiteral("go-previous"), QStyle::SP_MediaSeekBackward},
        {ui.actionForward, QKeySequence(Qt::CTRL | Qt::Key_Right), QStringLiteral("go-next"), QStyle::SP_MediaSeekForward},
        {ui.actionLast, QKeySequence(Qt::Key_End), QStringLiteral("go-last"), QStyle::SP_MediaSkipForward},
        {ui.actionPlayPause, QKeySequence(Qt::Key_P), QStringLiteral("media-playback-start"), QStyle::SP_MediaPlay},
        {ui.actionRules, QKeySequence(QKeySequence::HelpContents), QStringLiteral("help-contents"), QStyle::SP_DialogHelpButton},
        {ui.actionEditBoard, QKeySequence(Qt::CTRL | Qt::Key_E), QStringLiteral("document-edit"), QStyle::SP_FileDialogDetailedView},
        {ui.actionFinishCells, QKeySequence(Qt::CTRL | Qt::Key_F), QStringLiteral("flag"), QStyle::SP_DialogApplyButton},
        {ui.actionCopyBoard, QKeySequence(QKeySequence::Copy), QStringLiteral("edit-copy"), QStyle::SP_FileIcon},
        {ui.actionPasteBoard, QKeySequence(QKeySequence::Paste), QStringLiteral("edit-paste"), QStyle::SP_FileIcon},
        {ui.actionExportMoves, QKeySequence(), QStringLiteral("document-export"), QStyle::SP_DialogSaveButton},
        {ui.actionExportBoard, QKeySequence(), QStringLiteral("image-x-generic"), QStyle::SP_DialogSaveButton},
        {ui.actionPreferences, QKeySequence(QKeySequence::Preferences), QStringLiteral("configure"), QStyle::SP_FileDialogInfoView},
        {ui.actionStatistics, QKeySequence(), QStringLiteral("view-statistics"), QStyle::SP_FileDialogListView},
    };
    for (const auto &[action, keys, icon, fallback] : kActions) {
        action->setShortcut(keys);
        if (!icon.isEmpty())
            action->setIcon(themedIcon(icon, fallback, style));
    }
    ui.actionQuit->setMenuRole(QAction::QuitRole);
    ui.actionAbout->setMenuRole(QAction::AboutRole);
    ui.actionAbout->setIcon(QIcon(QStringLiteral(":/icons/puzzlebox.svg")));
    ui.actionPreferences->setMenuRole(QAction::PreferencesRole);

    QAction *undo = new QAction(tr("&Undo"), this);
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(themedIcon(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack, style));
    connect(undo, &QAction::triggered, &m_session, &GameSession::undo);
    QAction *redo = new QAction(tr("&Redo"), this);
    redo->setObjectName(QStringLiteral("actionRedo"));
    // Both conventions, whatever the platform's own: Ctrl+Shift+Z and Ctrl+Y.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &key : {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)}) {
        if (!redoKeys.contains(key))
            redoKeys << key;
    }
    redo->setShortcuts(redoKeys);
    redo->setIcon(themedIcon(QStringLiteral("edit-redo"), QStyle::SP_ArrowForward, style));
    connect(redo, &QAction::triggered, &m_session, &GameSession::redo);
    // Undo and Redo head the Edit menu, above the actions of the form.
    ui.menuEdit->insertAction(ui.actionCopyBoard, undo);
    ui.menuEdit->insertAction(ui.actionCopyBoard, redo);
    ui.menuEdit->insertSeparator(ui.actionCopyBoard);
    m_undoAction = undo;
    m_redoAction = redo;
    // Esc leaves the editor as Stop ends a search: they are never on at once.
    m_cancelEditAction = new QAction(tr("Cancel E&diting"), this);
    m_cancelEditAction->setObjectName(QStringLiteral("actionCancelEditing"));
    m_cancelEditAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelEditAction->setIcon(themedIcon(QStringLiteral("dialog-cancel"), QStyle::SP_DialogCancelButton, style));
    m_cancelEditAction->setToolTip(tr("Leave the editor; the game stays as it was"));
    m_cancelEditAction->setVisible(false);
    connect(m_cancelEditAction, &QAction::triggered, this, &MainWindow::cancelEditing);
    const int afterEdit = ui.menuEdit->actions().indexOf(ui.actionEditBoard) + 1;
    ui.menuEdit->insertAction(ui.menuEdit->actions().value(afterEdit), m_cancelEditAction);
    ui.toolBar->addAction(m_cancelEditAction);
    ui.toolBar->insertAction(ui.actionSolve, undo);
    ui.toolBar->insertAction(ui.actionSolve, redo);
    ui.toolBar->insertSeparator(ui.actionSolve);
    ui.menuView->addAction(ui.toolBar->toggleViewAction());
    ui.menuView->addAction(m_solutionDock->toggleViewAction());
    m_familyViewEnd = ui.menuView->addSeparator();
    ui.menuView->addMenu(Language::createMenu(this));

    m_solutionDock->setPlayerActions(ui.actionFirst, ui.actionBack, ui.actionPlayPause,
                                     ui.actionForward, ui.actionLast);

    for (const FamilyUi &entry : familyUis()) {
        QAction *action = ui.menuNew->addAction(QCoreApplication::translate("Families", entry.newGameText));
        action->setObjectName(QStringLiteral("actionNew_") + QString::fromLatin1(entry.family.data(), qsizetype(entry.family.size())));
        connect(action, &QAction::triggered, this, [this, &entry] {
            if (!mayReplaceGame())
                return;
            if (auto start = entry.newGameDialog ? entry.newGameDialog(this) : entry.defaultGame())
                newGame(std::move(start));
        });
    }
    connect(ui.actionOpen, &QAction::triggered, this, &MainWindow::openDialog);
    connect(ui.actionSaveAs, &QAction::triggered, this, &MainWindow::saveAsDialog);
    connect(ui.actionRestart, &QAction::triggered, &m_session, &GameSession::restart);
    connect(ui.actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(ui.actionSolve, &QAction::triggered, this, [this] { startSolver(pb::SolveGoal::Solve); });
    connect(ui.actionHint, &QAction::triggered, this, &MainWindow::hint);
    connect(ui.actionImprove, &QAction::triggered, this, [this] { startSolver(pb::SolveGoal::Improve); });
    connect(ui.actionFewestMoves, &QAction::triggered, this, [this] { startSolver(pb::SolveGoal::FewestMoves); });
    connect(ui.actionFinishCells, &QAction::triggered, this, [this] { startSolver(pb::SolveGoal::FinishCells); });
    connect(ui.actionSolveToCell, &QAction::triggered, this, [this] { pickTargetCell(pb::SolveGoal::Solve); });
    connect(ui.actionFewestMovesToCell, &QAction::triggered, this,
            [this] { pickTargetCell(pb::SolveGoal::FewestMoves); });
    connect(ui.actionCountSolutions, &QAction::triggered, this, [this] { startSolver(pb::SolveGoal::CountSolutions); });
    connect(ui.actionEditBoard, &QAction::toggled, this, &MainWindow::setEditing);
    connect(ui.actionExportMoves, &QAction::triggered, this, &MainWindow::exportMovesDialog);
    connect(ui.actionExportBoard, &QAction::triggered, this, &MainWindow::exportBoardDialog);
    connect(ui.actionCopyBoard, &QAction::triggered, this, &MainWindow::copyBoard);
    connect(ui.actionPasteBoard, &QAction::triggered, this, &MainWindow::pasteBoard);
    connect(ui.actionPreferences, &QAction::triggered, this, &MainWindow::showPreferences);
    connect(ui.actionStatistics, &QAction::triggered, this, &MainWindow::showStatistics);
    connect(ui.actionStop, &QAction::triggered, this, [this] { m_solve->stop(QString()); });
    connect(ui.actionFirst, &QAction::triggered, m_player, [this] { m_player->goToStep(0); });
    connect(ui.actionBack, &QAction::triggered, m_player, &SolutionPlayer::stepBack);
    connect(ui.actionForward, &QAction::triggered, m_player, &SolutionPlayer::stepForward);
    connect(ui.actionLast, &QAction::triggered, m_player,
            [this] { m_player->goToStep(int(m_session.solution().size())); });
    connect(ui.actionPlayPause, &QAction::toggled, m_player, &SolutionPlayer::setPlaying);
    connect(ui.actionRules, &QAction::triggered, this, [this] {
        RulesDialog dialog(*familyUi(m_session.position().family()), this);
        dialog.exec();
    });
    connect(ui.actionAbout, &QAction::triggered, this, [this] { AboutBox::show(this); });
    // A hint shown waits for a second Hint; anything else the person does
    // takes it away.
    for (QAction *action : findChildren<QAction *>()) {
        if (action != ui.actionHint)
            connect(action, &QAction::triggered, this, &MainWindow::clearHint);
    }
}

void MainWindow::setUpStatusBar()
{
    m_positionLabel = new ElidedLabel(this);
    m_positionLabel->setObjectName(QStringLiteral("positionLabel"));
    m_movesLabel = new ElidedLabel(this);
    m_solverLabel = new ElidedLabel(this);
    m_clockLabel = new QLabel(this);
    m_clockLabel->setObjectName(QStringLiteral("clockLabel"));
    for (QLabel *label : {m_solverLabel, m_movesLabel, m_clockLabel, m_positionLabel}) {
        label->setContentsMargins(6, 0, 6, 0);
        statusBar()->addPermanentWidget(label);
    }
    // The status bar cuts a long message at its edge: the whole of it is
    // one hover away.
    connect(statusBar(), &QStatusBar::messageChanged, statusBar(), &QWidget::setToolTip);
}

void MainWindow::updateClock()
{
    if (!m_session.hasGame())
        return;
    const qint64 millis = m_session.playMillis();
    m_clockLabel->setText(PlayClock::text(millis));
    m_clockLabel->setAccessibleName(tr("Time played"));
    m_clockLabel->setToolTip(tr("Time played in this game: from your first move until it is solved. "
                                "It stops while the window is minimised or a dialog is open."));
    // Woken just after the next whole second, so the seconds shown never lag.
    if (m_session.clock().isTicking())
        m_clockTimer.start(int(1000 - millis % 1000) + 5);
    else
        m_clockTimer.stop();
}

void MainWindow::updateClockPause()
{
    // Designing a board is no time spent on the game.
    const bool paused = !isVisible() || isMinimized() || QApplication::activeModalWidget()
        || QGuiApplication::applicationState() != Qt::ApplicationActive || isEditing();
    m_session.clock().setPaused(paused);
    updateClock();
}

void MainWindow::onGoalReached(bool firstTime)
{
    const int moves = m_session.moveCount();
    const qint64 millis = m_session.playMillis();
    const bool helped = m_session.helped();
    const PlayerRecords::Solve solve = m_records->noteSolved(m_session.startPosition(), moves, millis, helped, firstTime);
    const pb::Puzzle &position = m_session.position();
    const QString played = translated(pb::moveCountText(position, moves));
    const QString time = PlayClock::text(millis);
    // Against the computer, the goal is a win.
    QString text = position.supports(pb::Capability::Opponent)
        ? (helped ? tr("You won with help in %1 and %2.") : tr("You won in %1 and %2."))
        : (helped ? tr("Solved with help in %1 and %2.") : tr("Solved in %1 and %2."));
    text = text.arg(played, time);
    if (solve.isNewRecord())
        text += QLatin1Char(' ') + tr("New record!");
    statusBar()->showMessage(text);
    m_solve->showNote(text);
    // Not in a jump through the solution, nor with animations off.
    if (m_animate && m_animationMillis > 0 && m_scene)
        m_celebration = Celebration::play(m_scene);
}

Celebration *MainWindow::celebration() const
{
    return m_celebration;
}

void MainWindow::endCelebration() const
{
    if (m_celebration)
        m_celebration->skip();
}

void MainWindow::showStatistics()
{
    StatisticsDialog dialog(*m_records, this);
    dialog.exec();
}

void MainWindow::leaveGame()
{
    endEditing();
    m_solve->stop(QString());
    m_player->setPlaying(false);
}

void MainWindow::onGameStarted()
{
    const bool sameFamily = m_shown && m_shown->family() == m_session.position().family();
    if (!sameFamily) {
        BoardScene *old = m_scene;
        const FamilyUi *family = familyUi(m_session.position().family());
        Q_ASSERT(family);
        m_scene = family->createScene(this);
        Q_ASSERT(m_scene);
        m_scene->setAnimationMillis(m_animationMillis);
        connect(m_scene, &BoardScene::moveRequested, this,
                [this](const std::string &move) { playRequestedMove(QString::fromStdString(move)); });
        connect(m_scene, &BoardScene::movesRequested, this, [this](const std::vector<std::string> &moves) {
            QStringList list;
            for (const std::string &move : moves)
                list.append(QString::fromStdString(move));
            playRequestedMoves(list);
        });
        connect(m_scene, &BoardScene::statusMessage, this, [this](const QString &text) {
            m_sceneMessage = text;
            statusBar()->showMessage(text, 6000);
        });
        connect(m_scene, &BoardScene::statusMessageWithdrawn, this, [this] {
            if (statusBar()->currentMessage() == m_sceneMessage)
                statusBar()->clearMessage();
        });
        connect(m_scene, &BoardScene::positionEdited, this, &MainWindow::updateEditedSummary);
        connect(m_scene, &BoardScene::focusDescriptionChanged, this, &MainWindow::updateBoardDescription);
        connect(m_scene, &BoardScene::cellPicked, this, [this](int cell) {
            pb::SolveOptions options;
            options.goal = m_pickedCellGoal;
            options.targetCell = cell;
            startSolver(std::move(options));
        });
        m_ui->boardView->setScene(m_scene);
        delete old;
        showFamilyViewOptions();
        // Ctrl+N starts another game of the family being played.
        const QString current = QStringLiteral("actionNew_") + QString::fromLatin1(family->family.data(), qsizetype(family->family.size()));
        for (QAction *action : m_ui->menuNew->actions())
            action->setShortcut(action->objectName() == current ? QKeySequence(QKeySequence::New) : QKeySequence());
    }
    familyUi(m_session.position().family())->nameActions(m_ui->actionFinishCells, m_ui->actionSolveToCell,
                                                         m_ui->actionFewestMovesToCell, m_ui->actionCountSolutions);
    showIntroduction();
    // Undo and Redo across games land here too, so whatever belonged to the
    // game on screen before goes.
    endCelebration();
    clearHint();
    leaveGame();
    m_solve->resetCaption();
    showPosition();
    statusBar()->clearMessage();
    m_solverLabel->clear();
    updateSolutionPlayer();
    scheduleOpponentMove();
}

void MainWindow::pasteBoard()
{
    const QByteArray text = QGuiApplication::clipboard()->text().toUtf8();
    QString error;
    if (text.trimmed().isEmpty())
        error = tr("The clipboard holds no text.");
    else if (text.size() > BoardFiles::kMaxFileBytes)
        error = tr("The clipboard holds more text than any board file (over %1).")
                    .arg(QLocale().formattedDataSize(BoardFiles::kMaxFileBytes, 0, QLocale::DataSizeIecFormat));
    GameFiles::LoadResult pasted;
    if (error.isEmpty()) {
        pasted = GameFiles::parse(text, QString());
        error = pasted.error;
    }
    if (!pasted.game) {
        QMessageBox::warning(this, tr("Cannot Paste Board"), tr("The clipboard does not hold a board.\n\n%1").arg(error));
        return;
    }
    if (!mayReplaceGame())
        return;
    // As every new game: the one replaced comes back with Undo.
    m_session.openGame(std::move(*pasted.game));
    m_title->setFile(QString());
    statusBar()->showMessage(tr("Pasted a board: %1.").arg(translated(m_session.position().summary())), 6000);
}

QString MainWindow::loadFile(const NativePath &path)
{
    GameFiles::LoadResult loaded = GameFiles::load(path);
    if (!loaded.game)
        return loaded.error;
    m_session.openGame(std::move(*loaded.game));
    // Open Recent opens by the name as text, which would be another file.
    if (path.survivesAsText())
        m_recentFiles->add(path.text());
    m_title->setFile(path.text());
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path.text()).fileName()), 4000);
    return QString();
}

void MainWindow::playRequestedMoves(const QStringList &moves)
{
    QString refusal;
    if (!m_session.play(moves, &refusal))
        statusBar()->showMessage(refusal, 6000);
}

void MainWindow::setOpponentPauseMillis(int millis)
{
    m_opponentTimer.setInterval(millis);
}

// Called after every change of position: a pending answer is for the position
// it was planned in, so it is dropped (undo, new game, a solution step) and
// planned afresh when it is the computer's turn.
void MainWindow::scheduleOpponentMove()
{
    m_opponentTimer.stop();
    if (m_session.hasGame() && m_session.position().opponentMove())
        m_opponentTimer.start();
}

void MainWindow::playOpponentMove()
{
    if (const std::optional<std::string> move = m_session.position().opponentMove())
        playRequestedMove(QString::fromStdString(*move));
}

void MainWindow::onMovesPlayed(const QStringList &moves, bool forward)
{
    endCelebration();
    clearHint();
    if (m_solve->isRunning())
        m_solve->stop(tr("The solver was stopped because the position changed."));
    const pb::Puzzle &now = m_session.position();
    if (m_animate && m_shown) {
        // The scene animates each move from the position before it; taken
        // back, the moves run in reverse from the position they led to.
        std::vector<std::unique_ptr<pb::Puzzle>> line;
        line.push_back((forward ? *m_shown : now).clone());
        for (const QString &move : moves) {
            line.push_back(line.back()->clone());
            line.back()->apply(move.toStdString());
        }
        for (qsizetype i = 0; i < moves.size(); ++i) {
            const qsizetype k = forward ? i : moves.size() - 1 - i;
            m_scene->showMove(*line[std::size_t(k)], *line[std::size_t(k + 1)], moves.at(k).toStdString(), forward);
        }
    }
    m_shown = now.clone();
    updateStatus();
    updateActions();
    scheduleOpponentMove();
}

void MainWindow::onPositionReset()
{
    endCelebration();
    clearHint();
    if (m_solve->isRunning())
        m_solve->stop(tr("The solver was stopped because the position changed."));
    showPosition();
    scheduleOpponentMove();
}

void MainWindow::showPosition()
{
    m_shown = m_session.position().clone();
    m_scene->setPosition(*m_shown);
    updateStatus();
    updateActions();
}

void MainWindow::updateStatus()
{
    const pb::Puzzle &position = m_session.position();
    const QString summary = translated(position.summary());
    m_positionLabel->setText(summary);
    updateBoardDescription();
    // In the family's words: a peg solitaire game counts jumps.
    m_movesLabel->setText(tr("Played: %1").arg(translated(pb::moveCountText(position, m_session.moveCount()))));
    if (position.isSolved())
        statusBar()->showMessage(tr("Solved! %1.").arg(summary));
    else if (position.legalMoves().empty())
        statusBar()->showMessage(tr("No moves left: %1.").arg(summary));
    else
        statusBar()->clearMessage();
}

void MainWindow::updateBoardDescription()
{
    if (!m_session.hasGame())
        return;
    const pb::Puzzle &position = m_session.position();
    QString text = translated(position.summary()) + QLatin1Char('\n') + QString::fromStdString(position.render());
    if (m_scene && !m_scene->focusDescription().isEmpty())
        text.prepend(m_scene->focusDescription() + QLatin1Char('\n'));
    m_ui->boardView->setAccessibleDescription(text);
}

void MainWindow::updateActions()
{
    if (!m_session.hasGame())
        return;
    auto &ui = *m_ui;
    const bool running = m_solve->isRunning();
    const pb::Puzzle &position = m_session.position();
    const bool editing = isEditing();
    const bool over = m_session.position().isSolved() || m_session.position().legalMoves().empty();
    // While editing, the board shows no position of the game: nothing may
    // play, solve or save it until Done.
    const bool hasSolution = m_session.isOnSolution() && !editing;
    const int step = m_session.solutionStep();
    const int steps = int(m_session.solution().size());

    ui.actionSolve->setEnabled(!running && !over && !editing);
    ui.actionHint->setEnabled(!running && !over && !editing);
    ui.actionImprove->setEnabled(!running && hasSolution && step < steps && !m_session.solutionIsOptimal()
                                 && position.supports(pb::Capability::ImproveSolution));
    const bool asks = !running && !editing;
    ui.actionFewestMoves->setEnabled(asks && !over && position.supports(pb::Capability::FewestMoves));
    ui.actionFinishCells->setEnabled(asks && position.supports(pb::Capability::FinishCells));
    ui.actionSolveToCell->setEnabled(asks && !over && position.supports(pb::Capability::FinishCells));
    ui.actionFewestMovesToCell->setEnabled(asks && !over && position.supports(pb::Capability::FinishCells)
                                           && position.supports(pb::Capability::FewestMoves));
    ui.actionCountSolutions->setEnabled(asks && position.supports(pb::Capability::CountSolutions));
    ui.actionEditBoard->setEnabled(editing || position.supports(pb::Capability::BoardEditing));
    ui.actionExportMoves->setEnabled(!editing);
    ui.actionExportBoard->setEnabled(!editing);
    ui.actionStop->setEnabled(running);
    ui.actionFirst->setEnabled(hasSolution && step > 0);
    ui.actionBack->setEnabled(hasSolution && step > 0);
    ui.actionForward->setEnabled(hasSolution && step < steps);
    ui.actionLast->setEnabled(hasSolution && step < steps);
    ui.actionPlayPause->setEnabled(hasSolution && (step < steps || m_player->isPlaying()));
    ui.actionRestart->setEnabled(m_session.canRestart() && !editing);
    // The menu says what Undo and Redo would do ("Undo Move 11-4"); the
    // toolbar keeps a short, steady label.
    const QString undoText = m_session.undoText();
    const QString redoText = m_session.redoText();
    m_undoAction->setText(undoText.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undoText));
    m_redoAction->setText(redoText.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redoText));
    m_undoAction->setIconText(tr("Undo"));
    m_redoAction->setIconText(tr("Redo"));
    m_undoAction->setEnabled(m_session.canUndo() && !editing);
    m_redoAction->setEnabled(m_session.canRedo() && !editing);
}

void MainWindow::updateSolutionPlayer()
{
    const QStringList solution = m_session.solution();
    if (solution.isEmpty())
        m_solve->resetCaption();
    if (solution != m_solutionDock->moves() || m_solve->caption() != m_solutionDock->caption())
        m_solutionDock->setSolution(solution, m_solve->caption());
    const bool setAside = m_session.hasSolution() && !m_session.isOnSolution();
    if (setAside && !m_solutionDock->isSetAside()) {
        m_player->setPlaying(false);
        statusBar()->showMessage(tr("Solution set aside: Undo brings it back."), 6000);
    }
    m_solutionDock->setSetAside(setAside);
    m_solutionDock->setCurrentStep(m_session.solutionStep());
    updateActions();
}

void MainWindow::startSolver(pb::SolveOptions options, SolvePresenter::Purpose purpose)
{
    // Read afresh each time, so a budget changed in Preferences applies at once.
    options.memoryBudgetBytes = PreferencesDialog::memoryBudgetBytes();
    m_solve->start(std::move(options), purpose);
}

void MainWindow::startSolver(pb::SolveGoal goal)
{
    pb::SolveOptions options;
    options.goal = goal;
    startSolver(std::move(options));
}

void MainWindow::pickTargetCell(pb::SolveGoal goal)
{
    m_pickedCellGoal = goal;
    m_scene->setPicking(true);
    statusBar()->showMessage(FamilyUi::text(familyUi(m_session.position().family())->texts.pickCell));
}

void MainWindow::hint()
{
    if (!m_hintShown.isEmpty()) {
        const QString move = m_hintShown;
        clearHint();
        playRequestedMove(move);
        return;
    }
    const FamilyUi *family = familyUi(m_session.position().family());
    if (m_session.position().supports(pb::Capability::ExplainedHints)) {
        const auto asked = m_session.position().clone();
        m_session.markHelped();
        const QString move = family->hintDialog(this, *asked);
        // The dialog is modal, but a timer (the computer's answer, the
        // solution player) may have moved meanwhile.
        if (!move.isEmpty() && m_session.position().equals(*asked))
            playRequestedMove(move);
        return;
    }
    if (const QString next = m_session.nextSolutionMove(); !next.isEmpty())
        showHintMove(next, !m_session.solutionEnd()->isSolved());
    else
        startSolver(pb::SolveOptions(), SolvePresenter::Purpose::Hint);
}

void MainWindow::showHintMove(const QString &move, bool closest)
{
    m_session.markHelped();
    m_hintShown = move;
    m_scene->showHint(move.toStdString());
    const QString what = translated(m_session.position().describeMove(move.toStdString()));
    const QString key = m_ui->actionHint->shortcut().toString(QKeySequence::NativeText);
    m_hintMessage = closest ? tr("Hint, closest line: %1").arg(what) : tr("Hint: %1").arg(what);
    statusBar()->showMessage(m_hintMessage);
    m_solve->showHint(closest ? tr("No line from here reaches the goal. The line that comes closest goes on: "
                                   "%1. Press %2 again to play it.")
                                    .arg(what, key)
                              : tr("Hint: %1. Press %2 again to play it.").arg(what, key));
}

void MainWindow::clearHint()
{
    if (m_hintShown.isEmpty())
        return;
    m_hintShown.clear();
    if (m_scene)
        m_scene->showHint(std::string());
    if (statusBar()->currentMessage() == m_hintMessage)
        statusBar()->clearMessage();
    m_solve->clearHint();
}

// Play shortens each move's animation to fit the pace, so moves never pile up.
void MainWindow::showPlaying(bool playing)
{
    auto *action = m_ui->actionPlayPause;
    {
        const QSignalBlocker blocker(action);
        action->setChecked(playing);
    }
    action->setText(playing ? tr("&Pause") : tr("&Play"));
    action->setIcon(themedIcon(playing ? QStringLiteral("media-playback-pause") : QStringLiteral("media-playback-start"),
                               playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay, style()));
    if (m_scene)
        m_scene->setAnimationMillis(playing ? std::min(m_animationMillis, m_player->paceMillis() * 4 / 5) : m_animationMillis);
    updateActions();
}

bool MainWindow::isEditing() const
{
    return m_ui->actionEditBoard->isChecked();
}

void MainWindow::setEditing(bool editing)
{
    if (editing) {
        if (!m_scene || !m_session.position().supports(pb::Capability::BoardEditing)) {
            endEditing();
            return;
        }
        m_solve->stop(QString());
        m_player->setPlaying(false);
        // Its click on the board would skip it instead of editing.
        endCelebration();
        m_scene->setEditing(true);
        nameEditAction();
        showEditTools();
        showIntroduction();
        showSolverReport();
        updateClockPause();
        statusBar()->showMessage(FamilyUi::text(familyUi(m_session.position().family())->texts.editing));
        updateActions();
        return;
    }

    QString why;
    std::unique_ptr<pb::Puzzle> edited = m_scene->editedPosition(&why);
    if (!edited) {
        // Refused: the editor stays open so the board can be fixed. The
        // reason may be long (Fifteen's parity): the panel shows it whole
        // until the next click on the board.
        const QSignalBlocker blocker(m_ui->actionEditBoard);
        m_ui->actionEditBoard->setChecked(true);
        statusBar()->showMessage(why);
        m_solutionDock->setReport(why);
        // The designer's tools may be in front of the panel.
        m_solutionDock->show();
        m_solutionDock->raise();
        return;
    }
    newGame(std::move(edited));
    statusBar()->showMessage(tr("Your board is ready: %1.").arg(translated(m_session.position().summary())), 6000);
}

void MainWindow::endEditing()
{
    QAction *action = m_ui->actionEditBoard;
    {
        const QSignalBlocker blocker(action);
        action->setChecked(false);
    }
    nameEditAction();
    if (m_editToolsDock) {
        removeDockWidget(m_editToolsDock);
        delete m_editToolsDock;
        m_editToolsDock = nullptr;
    }
    if (m_scene)
        m_scene->setEditing(false);
    showIntroduction();
    showSolverReport();
    updateClockPause();
}

void MainWindow::showEditTools()
{
    QWidget *tools = m_scene->createEditTools(this);
    if (!tools)
        return;
    m_editToolsDock = new QDockWidget(tr("Board Designer"), this);
    m_editToolsDock->setObjectName(QStringLiteral("editToolsDock"));
    // It lives only as long as the editor: Done or Cancel Editing closes it.
    m_editToolsDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_editToolsDock->setWidget(tools);
    addDockWidget(Qt::RightDockWidgetArea, m_editToolsDock);
    // In front of the solution panel, which has nothing to say while editing.
    if (m_solutionDock->isVisible() && !m_solutionDock->isFloating()
        && dockWidgetArea(m_solutionDock) == Qt::RightDockWidgetArea)
        tabifyDockWidget(m_solutionDock, m_editToolsDock);
    m_editToolsDock->show();
    m_editToolsDock->raise();
    keepBoardFirst();
}

bool MainWindow::mayDropEditedBoard()
{
    if (!isEditing())
        return true;
    const std::unique_ptr<pb::Puzzle> edited = m_scene->editedPosition(nullptr);
    if (edited && edited->equals(m_session.position()))
        return true;
    return QMessageBox::question(this, tr("Cancel Editing"), tr("Discard the board you made? The game stays as it was."),
                                 QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
        == QMessageBox::Discard;
}

bool MainWindow::mayReplaceGame()
{
    if (!mayDropEditedBoard())
        return false;
    // Agreed once: whatever comes next (a dialog cancelled, a file refused)
    // asks no more.
    if (isEditing()) {
        endEditing();
        showPosition();
    }
    return true;
}

void MainWindow::cancelEditing()
{
    if (!isEditing() || !mayDropEditedBoard())
        return;
    endEditing();
    showPosition();
    statusBar()->showMessage(tr("Editing cancelled: the game is as it was."), 4000);
}

// Edit Board reads "Done" while editing, for the toolbar's sake.
void MainWindow::nameEditAction()
{
    QAction *action = m_ui->actionEditBoard;
    m_cancelEditAction->setVisible(isEditing());
    m_cancelEditAction->setEnabled(isEditing());
    if (isEditing()) {
        action->setIconText(tr("Done"));
        action->setToolTip(tr("Play the board you made"));
        return;
    }
    action->setIconText(action->text().remove(QLatin1Char('&')));
    const FamilyUiTexts &texts = familyUi(m_session.position().family())->texts;
    action->setToolTip(*texts.editTip ? FamilyUi::text(texts.editTip)
                                      : tr("Change the board freely; uncheck (Done) to play the board you made"));
}

bool MainWindow::event(QEvent *event)
{
    const bool handled = QMainWindow::event(event);
    // WindowBlocked is sent at once when a modal dialog opens, before it takes the focus.
    switch (event->type()) {
    case QEvent::WindowBlocked:
    case QEvent::WindowUnblocked:
    case QEvent::Show:
    case QEvent::Hide:
        updateClockPause();
        break;
    default:
        break;
    }
    return handled;
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_session.hasGame())
        retranslate();
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::WindowStateChange || event->type() == QEvent::ActivationChange)
        updateClockPause();
}

// The form's texts come back in English from retranslateUi(); those set here
// are set again, and what the window shows of the game is said afresh.
void MainWindow::retranslate()
{
    m_ui->retranslateUi(this);
    m_ui->boardView->setAccessibleName(tr("Board"));
    for (const FamilyUi &entry : familyUis()) {
        const QString name = QStringLiteral("actionNew_") + QString::fromLatin1(entry.family.data(), qsizetype(entry.family.size()));
        if (QAction *action = m_ui->menuNew->findChild<QAction *>(name))
            action->setText(QCoreApplication::translate("Families", entry.newGameText));
    }
    familyUi(m_session.position().family())->nameActions(m_ui->actionFinishCells, m_ui->actionSolveToCell,
                                                         m_ui->actionFewestMovesToCell, m_ui->actionCountSolutions);
    m_cancelEditAction->setText(tr("Cancel E&diting"));
    m_cancelEditAction->setToolTip(tr("Leave the editor; the game stays as it was"));
    if (m_editToolsDock)
        m_editToolsDock->setWindowTitle(tr("Board Designer"));
    nameEditAction();
    showFamilyViewOptions();
    showPlaying(m_player->isPlaying());
    if (!m_solve->isRunning()) {
        m_solverLabel->clear();
        m_solve->resetCaption();
    }
    // Redrawn in the new language, the board drops a hint's mark: so does the window.
    clearHint();
    // The board being edited is not the game's position: it stays as edited.
    if (isEditing()) {
        updateEditedSummary();
    } else {
        if (m_scene)
            m_scene->setPosition(*m_shown);
        updateStatus();
    }
    updateClock();
    updateSolutionPlayer();
    showSolverReport();
    showIntroduction();
    m_title->update();
}

void MainWindow::showFamilyViewOptions()
{
    for (QAction *entry : std::as_const(m_familyViewEntries)) {
        if (QMenu *menu = entry->menu())
            delete menu;
        else
            delete entry;
    }
    m_familyViewEntries.clear();
    const FamilyUi *family = familyUi(m_session.position().family());
    if (!m_scene || !family || !family->viewOptions)
        return;
    m_familyViewEntries = family->viewOptions(m_scene, this);
    if (m_familyViewEntries.isEmpty())
        return;
    m_ui->menuView->insertActions(m_familyViewEnd, m_familyViewEntries);
    m_familyViewEntries.prepend(m_ui->menuView->insertSeparator(m_familyViewEntries.constFirst()));
}

void MainWindow::updateEditedSummary()
{
    // A refusal spoke of the board before this edit.
    showSolverReport();
    QString why;
    if (const auto edited = m_scene->editedPosition(&why)) {
        m_positionLabel->setText(translated(edited->summary()));
        return;
    }
    const char *nothing = familyUi(m_session.position().family())->texts.editedNothing;
    m_positionLabel->setText(*nothing ? FamilyUi::text(nothing) : why);
}

namespace {

// An entry as a sentence names it: "Solve ▸ Hint (H)", taken from the menu
// and the action themselves, so the words and the key stay true.
QString menuEntry(const QMenu *menu, const QAction *action)
{
    const auto plain = [](QString text) {
        text.remove(QLatin1Char('&'));
        if (text.endsWith(QChar(0x2026)))
            text.chop(1);
        return text;
    };
    const QString entry = MainWindow::tr("%1 ▸ %2").arg(plain(menu->title()), plain(action->text()));
    const QKeySequence keys = action->shortcut();
    QString named = keys.isEmpty() ? entry : MainWindow::tr("%1 (%2)").arg(entry, keys.toString(QKeySequence::NativeText));
    // One entry is read as one name: a line breaks before or after it.
    return named.replace(QLatin1Char(' '), QChar::Nbsp);
}

} // namespace

void MainWindow::showIntroduction()
{
    const Ui::MainWindow &ui = *m_ui;
    const QString help = tr("%1 finds a solution, %2 shows the next move and %3 explains the puzzle.")
                             .arg(menuEntry(ui.menuSolve, ui.actionSolve), menuEntry(ui.menuSolve, ui.actionHint),
                                  menuEntry(ui.menuHelp, ui.actionRules));
    const FamilyUiTexts &texts = familyUi(m_session.position().family())->texts;
    // While editing, the clicks do something else, and the status bar's word
    // on it is gone at the first click.
    if (isEditing() && *texts.editing) {
        m_solutionDock->setIntroduction(FamilyUi::text(texts.editing));
        return;
    }
    const char *howToPlay = texts.howToPlay;
    m_solutionDock->setIntroduction(*howToPlay ? FamilyUi::text(howToPlay) + QLatin1Char(' ') + help : help);
}

void MainWindow::exportMovesDialog()
{
    const QString path = saveWithDialog(this, tr("Export Moves as Text"), tr("Text files (*.txt)"), QStringLiteral("txt"),
                                        m_title->suggestedPath(QStringLiteral("txt")), tr("Cannot Export Moves"),
                                        [this](const QString &to) { return writeMovesText(m_session, to); });
    if (!path.isEmpty())
        statusBar()->showMessage(tr("Exported the moves to %1").arg(QFileInfo(path).fileName()), 4000);
}

void MainWindow::copyBoard()
{
    QGuiApplication::clipboard()->setText(QString::fromStdString(m_session.position().render()));
    statusBar()->showMessage(tr("Copied the board to the clipboard."), 4000);
}

std::optional<int> MainWindow::largerMemoryBudgetMiB()
{
    const int now = int(PreferencesDialog::memoryBudgetBytes() >> 20);
    if (now >= PreferencesDialog::kLargestMemoryBudgetMiB)
        return std::nullopt;
    return std::min(2 * now, PreferencesDialog::kLargestMemoryBudgetMiB);
}

void MainWindow::showSolverReport()
{
    // A report speaks of the game's position, not of the board being edited.
    if (isEditing()) {
        m_solutionDock->setReport(QString());
        return;
    }
    QString retry;
    if (m_solve->gaveUp()) {
        if (const std::optional<int> budget = largerMemoryBudgetMiB())
            retry = tr("Try Again with %1")
                        .arg(QLocale().formattedDataSize(qint64(*budget) << 20, 0, QLocale::DataSizeIecFormat));
    }
    m_solutionDock->setReport(m_solve->report(), retry);
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        setAnimationMillis(PreferencesDialog::animationMillis());
}

void MainWindow::openDialog()
{
    if (!mayReplaceGame())
        return;
    const QString path = askOpenPath(this, tr("Open Game or Board"), GameFiles::openFilter());
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::openFile(const NativePath &path)
{
    if (!mayReplaceGame())
        return;
    const QString error = loadFile(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot Open Board"),
                             tr("The board could not be opened; the current game is unchanged.\n\n%1").arg(error));
}

void MainWindow::saveAsDialog()
{
    if (isEditing()) {
        saveEditedBoardDialog();
        return;
    }
    const QString suffix = QString::fromLatin1(pb::kSavedGameExtension.data(), qsizetype(pb::kSavedGameExtension.size()));
    const QString path = saveWithDialog(this, tr("Save Game As"), GameFiles::saveFilter(), suffix, m_title->suggestedPath(suffix),
                                        tr("Cannot Save Game"), [this](const QString &to) { return saveFile(to); });
    if (path.isEmpty())
        return;
    m_recentFiles->add(path);
    m_title->setFile(path);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
}

void MainWindow::saveEditedBoardDialog()
{
    QString why;
    const std::unique_ptr<pb::Puzzle> edited = m_scene->editedPosition(&why);
    if (!edited) {
        QMessageBox::warning(this, tr("Cannot Save Board"), tr("The board cannot be saved yet.\n\n%1").arg(why));
        return;
    }
    const pb::FamilyInfo &family = pb::familyOf(*edited);
    const QString suffix = QString::fromLatin1(family.extension.data(), qsizetype(family.extension.size()));
    const QString filter = QStringLiteral("%1 (*.%2)").arg(QCoreApplication::translate("Family", family.displayName), suffix);
    const QString path = saveWithDialog(this, tr("Save Board As"), filter, suffix, m_title->suggestedPath(*edited, suffix),
                                        tr("Cannot Save Board"),
                                        [&edited](const QString &to) { return BoardFiles::save(*edited, to); });
    if (path.isEmpty())
        return;
    m_recentFiles->add(path);
    statusBar()->showMessage(tr("Saved the board to %1").arg(QFileInfo(path).fileName()), 4000);
}

QString MainWindow::saveFile(const QString &path) const
{
    if (isEditing()) {
        QString why;
        const std::unique_ptr<pb::Puzzle> edited = m_scene->editedPosition(&why);
        return edited ? BoardFiles::save(*edited, path) : why;
    }
    const pb::FamilyInfo *family = pb::familyById(m_session.position().family());
    if (family && QFileInfo(path).suffix().compare(QString::fromLatin1(family->extension.data(), qsizetype(family->extension.size())),
                                                   Qt::CaseInsensitive) == 0)
        return BoardFiles::save(m_session.position(), path);
    return GameFiles::save(m_session.game(), path);
}

bool MainWindow::resumeLastGame()
{
    QString message;
    const bool resumed = m_autosave->resume(&message);
    const QString records = m_records->open(PlayerRecords::defaultPath());
    message = QStringList{message, records}.join(QLatin1Char(' ')).trimmed();
    if (!message.isEmpty())
        statusBar()->showMessage(message);
    return resumed;
}

QString MainWindow::exportBoard(const QString &path) const
{
    if (!m_scene)
        return tr("There is no board to export.");
    m_scene->finishAnimations();
    endCelebration();
    return BoardExport::write(*m_scene, path);
}

void MainWindow::exportBoardDialog()
{
    const QString path = saveWithDialog(this, tr("Export Board as Image"), tr("PNG images (*.png);;SVG drawings (*.svg)"),
                                        QStringLiteral("png"), m_title->suggestedPath(QStringLiteral("png")), tr("Cannot Export Board"),
                                        [this](const QString &to) { return exportBoard(to); });
    if (!path.isEmpty())
        statusBar()->showMessage(tr("Exported the board to %1").arg(QFileInfo(path).fileName()), 4000);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.constFirst().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.constFirst().isLocalFile())
        return;
    event->acceptProposedAction();
    // Opened after the drop has ended: a message box inside it would hold up
    // the program the file was dragged from. By the bytes the URL carries
    // percent-encoded: toLocalFile() decodes them as UTF-8 and loses a name
    // that is not.
    const NativePath path =
        NativePath::fromBytes(QByteArray::fromPercentEncoding(urls.constFirst().path(QUrl::FullyEncoded).toLatin1()));
    QMetaObject::invokeMethod(this, [this, path] { openFile(path); }, Qt::QueuedConnection);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    keepBoardFirst();
}

void MainWindow::keepBoardFirst()
{
    const Qt::DockWidgetArea area = dockWidgetArea(m_solutionDock);
    const bool beside = !m_solutionDock->isFloating() && (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea);
    m_solutionDock->setMaximumWidth(beside ? std::max(m_solutionDock->minimumSizeHint().width(), width() / 3)
                                           : QWIDGETSIZE_MAX);
    if (m_editToolsDock)
        m_editToolsDock->setMaximumWidth(m_editToolsDock->isFloating()
                                             ? QWIDGETSIZE_MAX
                                             : std::max(m_editToolsDock->minimumSizeHint().width(), width() / 3));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The game is kept on quit, but a board being edited is not part of it.
    if (!mayDropEditedBoard()) {
        event->ignore();
        return;
    }
    m_player->setPlaying(false);
    m_opponentTimer.stop();
    m_solver.stop();
    QSettings settings;
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("windowState"), saveState());
    settings.setValue(QStringLiteral("paceMillis"), m_solutionDock->paceMillis());
    if (const QString error = m_autosave->writeNow(); !error.isEmpty())
        statusBar()->showMessage(error, 6000);
    QMainWindow::closeEvent(event);
}
