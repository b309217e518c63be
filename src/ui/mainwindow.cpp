#include "mainwindow.h"
#include "window/docksides.h"
#include "window/formplaces.h"
#include "window/fullscreen.h"
#include "window/afterfirstframe.h"
#include "window/themedicon.h"
#include "window/toolbartexts.h"
#include "window/windowmode.h"
#include "ui_mainwindow.h"

#include "help/aboutbox.h"
#include "accessibility/announcements.h"
#include "accessibility/boardaccessibility.h"
#include "board/boardfocus.h"
#include "board/boardpresenter.h"
#include "board/boardview.h"
#include "editing/boardediting.h"
#include "widgets/elidedlabel.h"
#include "families.h"
#include "files/filedialogs.h"
#include "files/fileactions.h"
#include "files/keptgame.h"
#include "files/refusalbox.h"
#include "help/keyboardshortcuts.h"
#include "history/historyactions.h"
#include "pause/gamepause.h"
#include "printing/gameprinter.h"
#include "board/celebration.h"
#include "coach/coach.h"
#include "coach/gamereviewer.h"
#include "records/clockandrecords.h"
#include "records/gameoveroffer.h"
#include "help/rulesdialog.h"
#include "settings/settingsactions.h"
#include "sharing/gameidactions.h"
#include "solving/solutiondock.h"
#include "solving/solutionplayer.h"
#include "solving/solutionpanel.h"
#include "solving/solveactions.h"
#include "solving/solvepresenter.h"
#include "../service/computeropponent.h"
#include "../service/records.h"

#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QStatusBar>
#include <QStyle>
#include <QToolButton>

// Each a child of the window, which deletes it.
struct MainWindow::Features {
    WindowMode *mode = nullptr;
    SolvePresenter *presenter = nullptr;
    BoardPresenter *board = nullptr;
    BoardEditing *editing = nullptr;
    SolveActions *solve = nullptr;
    SolutionPanel *panel = nullptr;
    ClockAndRecords *clock = nullptr;
    GamePause *pause = nullptr;
    KeyboardShortcuts *shortcuts = nullptr;
    GamePrinter *printer = nullptr;
    GameIdActions *gameIds = nullptr;
    FileActions *files = nullptr;
    HistoryActions *history = nullptr;
    SettingsActions *settingsActions = nullptr;
    ComputerOpponent *opponent = nullptr;
    KeptGame *keptGame = nullptr;
    GameOverOffer *gameOver = nullptr;
    RefusalBox *refusals = nullptr;
    Announcements *announcements = nullptr;
    FullScreen *fullScreen = nullptr;
    Coach *coach = nullptr;
    GameReviewer *reviewer = nullptr;
    DockSides *dockSides = nullptr;
};

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
    , m_f(std::make_unique<Features>())
{
    Q_INIT_RESOURCE(puzzlebox);
    lookUpThemeAfterFirstFrame(*this);
    m_ui->setupUi(this);
    // Read from SVG and drawn by the platform at every size it offers the
    // desktop: 6 ms of the start that the first frame does not show.
    afterFirstFrame(*this, [this] {
        const QIcon icon(QStringLiteral(":/icons/puzzlebox.svg"));
        setWindowIcon(icon);
        m_ui->actionAbout->setIcon(icon);
    });
    m_solutionDock = new SolutionDock(this);
    m_f->dockSides = new DockSides(this);
    addDockWidget(Qt::RightDockWidgetArea, m_solutionDock);
    connect(m_solutionDock, &QDockWidget::dockLocationChanged, this, &MainWindow::keepBoardFirst);
    connect(m_solutionDock, &QDockWidget::topLevelChanged, this, &MainWindow::keepBoardFirst);

    composeFeatures();
    setUpWindowActions();
    paintIconsAhead(*this);
    setUpStatusBar();

    restoreGeometry(m_settings.windowGeometry());
    m_f->dockSides->restoreState(m_settings.windowState());
    // Files dropped anywhere on the window open, the board included.
    setAcceptDrops(true);
    m_ui->boardView->setAccessibleName(tr("Board"));
    m_ui->boardView->setAcceptDrops(false);
    m_ui->boardView->viewport()->setAcceptDrops(false);
    for (const FamilyUi &family : familyUis()) {
        if (family.followSession)
            family.followSession(m_session, this, m_settings);
    }
    m_f->opponent = new ComputerOpponent(m_session, this);
    // The computer waits for Resume too.
    connect(m_f->mode, &WindowMode::changed, m_f->opponent,
            [this](WindowMode::Mode mode) { m_f->opponent->setHeld(mode != WindowMode::Mode::Playing); });
    connect(m_f->opponent, &ComputerOpponent::refused, this, [this](const QString &why) { statusBar()->showMessage(why, 6000); });

    // Every feature has made its actions: the mode takes them in.
    m_f->mode->gatherActions();
    newGame(familyUis().front().defaultGame(m_settings));
    // Not shown yet: a game resumed before show() waits for it.
    m_f->clock->updatePause();
}

// The kept game goes first: it writes a pending change, which reads the session.
MainWindow::~MainWindow()
{
    delete m_f->keptGame;
    // A designer's undo history says it is cleared as it goes, to features
    // that read the session: it goes now, while the session is still here.
    m_f->editing->endEditing();
}

// Each feature connects itself to the session and to the features it follows;
// those it follows are made first.
void MainWindow::composeFeatures()
{
    const Ui::MainWindow &form = *m_ui;
    WindowMode &mode = *(m_f->mode = new WindowMode(this));
    m_f->presenter = new SolvePresenter(m_session, m_solver, this);
    m_f->board = new BoardPresenter(m_session, form.boardView, statusBar(), this);
    m_f->board->setAnimationMillis(m_settings.animationMillis());
    connect(&m_settings, &AppSettings::animationMillisChanged, m_f->board, &BoardPresenter::setAnimationMillis);
    new BoardAccessibility(m_session, *m_f->board, form.boardView, this);
    m_f->announcements = new Announcements(this, m_session);
    // The answer as the panel has it: the solution's caption, and the report
    // when the search says more.
    for (auto answered : {&SolvePresenter::solutionFound, &SolvePresenter::answered}) {
        connect(m_f->presenter, answered, m_f->announcements, [this] {
            m_f->announcements->say(m_f->presenter->caption());
            m_f->announcements->say(m_f->presenter->report());
        });
    }
    new BoardFocus(m_session, mode, form.boardView, this);
    m_f->editing = new BoardEditing(this, m_session, *m_f->board, mode, form.actionEditBoard, m_solutionDock);
    connect(m_f->editing, &BoardEditing::toolsShown, this, &MainWindow::keepBoardFirst);
    m_f->solve = new SolveActions(this, m_session, *m_f->presenter, *m_f->board, mode, m_settings);
    m_f->panel = new SolutionPanel(m_solutionDock, m_session, *m_f->presenter, *m_f->board, mode, m_settings);
    connect(m_f->editing, &BoardEditing::editedBoardChanged, m_f->panel, &SolutionPanel::showReport);
    m_f->solve->alsoStop(m_f->panel->player());
    connect(m_f->solve, &SolveActions::hintShowing, m_f->panel, &SolutionPanel::listHintedMove);
    connect(m_f->panel, &SolutionPanel::explanationRequested, m_f->solve, &SolveActions::explainHint);
    m_f->clock = new ClockAndRecords(this, m_session, *m_f->board, mode, *m_f->presenter, form.actionStatistics);
    m_f->files = new FileActions(this, m_session, mode, m_settings, {*m_f->editing, *m_f->board, *m_f->clock, *m_f->presenter});
    m_f->keptGame = new KeptGame(this, m_session, *m_f->files);
    m_f->refusals = new RefusalBox(this);
    m_f->history = new HistoryActions(this, m_session, mode, *m_f->editing);
    m_f->gameOver = new GameOverOffer(m_solutionDock, m_session, mode, m_f->history->restartAction(),
                                      [files = m_f->files] { return files->newGameAction(); });
    m_f->printer = new GamePrinter(this, m_session, *m_f->editing);
    m_f->settingsActions = new SettingsActions(this, m_settings, form.actionPreferences, form.menuView);
    m_f->pause = new GamePause(this, m_session, mode, form.boardView);
    m_f->gameIds = new GameIdActions(this, m_session, mode, *m_f->files, m_f->board->positionLabel());
    m_f->coach = new Coach(this, m_session, *m_f->board, mode, m_settings, *m_f->announcements);
    m_f->reviewer = new GameReviewer(this, m_session, m_settings);
    connect(m_f->panel, &SolutionPanel::preferencesRequested, m_f->settingsActions, &SettingsActions::showPreferences);
    // The entries the features made take their places in the form's menus and tool bar.
    FormPlaces::fill(this, m_f->files->entries() + m_f->history->entries() + m_f->solve->entries() + m_f->panel->entries()
                               + QList<QAction *>{m_f->editing->cancelAction(), m_f->printer->printAction(),
                                                  m_f->printer->previewAction(), m_f->pause->action(),
                                                  m_f->gameIds->copyAction(), m_f->gameIds->enterAction(),
                                                  m_f->reviewer->action()});
}

// The window's own entries: Quit, Help and the View menu's panels.
void MainWindow::setUpWindowActions()
{
    const Ui::MainWindow &form = *m_ui;
    form.actionQuit->setShortcut(QKeySequence(QKeySequence::Quit));
    form.actionQuit->setIcon(themedIcon(QStringLiteral("application-exit"), QStyle::SP_DialogCloseButton, style()));
    form.actionQuit->setMenuRole(QAction::QuitRole);
    connect(form.actionQuit, &QAction::triggered, this, &QWidget::close);
    form.actionRules->setShortcut(QKeySequence(QKeySequence::HelpContents));
    form.actionRules->setIcon(themedIcon(QStringLiteral("help-contents"), QStyle::SP_DialogHelpButton, style()));
    connect(form.actionRules, &QAction::triggered, this, [this] {
        RulesDialog dialog(*familyUi(m_session.position().family()), m_settings, this);
        dialog.exec();
    });
    m_f->shortcuts = new KeyboardShortcuts(this, [this] { return m_session.position().family(); });
    FormPlaces::fill(this, {m_f->shortcuts->action()});
    form.actionAbout->setMenuRole(QAction::AboutRole);
    connect(form.actionAbout, &QAction::triggered, this, [this] { AboutBox::show(this); });
    // Undo and Redo are known by their arrows (their tips name the move):
    // without their words, the longer German ones above all, every button
    // fits a 700-pixel window, Done and Cancel of the designer too.
    new ToolbarTexts(form.toolBar);
    for (QAction *history : {m_f->history->undoAction(), m_f->history->redoAction()}) {
        if (auto *button = qobject_cast<QToolButton *>(form.toolBar->widgetForAction(history)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    }
    ActionGates::declare({form.actionQuit, form.actionRules, form.actionAbout, form.toolBar->toggleViewAction(),
                          m_solutionDock->toggleViewAction()},
                         ActionGates::Gate::Looks);

    // The View menu: the toolbar and the panel, the family's own options, the language.
    QMenu *view = form.menuView;
    // A greyed entry's tip says why it is greyed (Numbers on Tiles).
    view->setToolTipsVisible(true);
    view->insertAction(view->actions().value(0), form.toolBar->toggleViewAction());
    view->insertAction(view->actions().value(1), m_solutionDock->toggleViewAction());
    m_f->fullScreen = new FullScreen(this);
    view->insertAction(view->actions().value(2), m_f->fullScreen->action());
    view->insertActions(view->actions().value(3), {m_f->coach->action(), m_f->coach->showWhyAction()});
    m_f->board->placeViewOptions(view, view->insertSeparator(view->actions().value(5)));

    // A hint shown waits for a second Hint; anything else the person does
    // takes it away, but for the View menu's: they change how the window
    // looks and speaks, not the game.
    QList<QAction *> looksOnly;
    for (QList<QAction *> menu = view->actions(); !menu.isEmpty();) {
        QAction *entry = menu.takeFirst();
        looksOnly << entry;
        if (entry->menu())
            menu << entry->menu()->actions();
    }
    for (QAction *action : findChildren<QAction *>()) {
        if (action != m_f->solve->hintAction() && !looksOnly.contains(action))
            connect(action, &QAction::triggered, m_f->solve, &SolveActions::clearHint);
    }
}

void MainWindow::setUpStatusBar()
{
    auto *solverLabel = new ElidedLabel(this);
    connect(m_f->presenter, &SolvePresenter::statusChanged, solverLabel, &QLabel::setText);
    for (QLabel *label : {static_cast<QLabel *>(solverLabel), m_f->board->movesLabel(), m_f->clock->clockLabel(), m_f->board->positionLabel()}) {
        label->setContentsMargins(6, 0, 6, 0);
        statusBar()->addPermanentWidget(label);
    }
    // The status bar cuts a long message at its edge: the whole of it is
    // one hover away.
    connect(statusBar(), &QStatusBar::messageChanged, statusBar(), &QWidget::setToolTip);
}

PlayerRecords &MainWindow::records() const { return m_f->clock->records(); }
Celebration *MainWindow::celebration() const { return m_f->clock->celebration(); }
QAction *MainWindow::undoAction() const { return m_f->history->undoAction(); }
QAction *MainWindow::redoAction() const { return m_f->history->redoAction(); }
BoardScene *MainWindow::scene() const { return m_f->board->scene(); }
BoardView *MainWindow::boardView() const { return m_ui->boardView; }
QString MainWindow::hintShown() const { return m_f->solve->hintShown(); }
void MainWindow::setAnimationMillis(int millis) { m_f->board->setAnimationMillis(millis); }
void MainWindow::setOpponentPauseMillis(int millis) { m_f->opponent->setPauseMillis(millis); }
QString MainWindow::loadFile(const NativePath &path) { return m_f->files->loadFile(path); }
QString MainWindow::enterGameId(const QString &id) { return m_f->gameIds->enterId(id); }
void MainWindow::openGameId(const QString &id)
{
    if (const QString error = m_f->gameIds->enterId(id); !error.isEmpty())
        m_f->refusals->refuseGameId(id, error);
}

void MainWindow::openFile(const NativePath &path)
{
    if (const QString error = m_f->files->loadFile(path); !error.isEmpty())
        m_f->refusals->refuseFile(error);
}

QString MainWindow::saveFile(const QString &path) const { return m_f->files->saveFile(path); }
QString MainWindow::exportBoard(const QString &path) const { return m_f->files->exportBoard(path); }

bool MainWindow::resumeLastGame()
{
    QString message;
    const bool resumed = m_f->keptGame->resume(&message);
    const QString records = m_f->clock->records().open(PlayerRecords::defaultPath());
    message = QStringList{message, records}.join(QLatin1Char(' ')).trimmed();
    if (!message.isEmpty())
        statusBar()->showMessage(message);
    return resumed;
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
        m_f->clock->updatePause();
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
        m_f->clock->updatePause();
}

// The form's texts come back in English from retranslateUi(); each feature
// says its own again, and what the window shows of the game is said afresh.
void MainWindow::retranslate()
{
    m_ui->retranslateUi(this);
    m_ui->boardView->setAccessibleName(tr("Board"));
    m_f->files->retranslate();
    m_f->editing->retranslate();
    m_f->pause->retranslate();
    m_f->shortcuts->retranslate();
    m_f->printer->retranslate();
    m_f->coach->retranslate();
    m_f->reviewer->retranslate();
    m_f->gameOver->retranslate();
    m_f->fullScreen->retranslate();
    m_f->board->refreshViewOptions();
    // The board being edited is not the game's position: it stays as edited.
    if (!m_f->mode->isEditing())
        m_f->board->showPosition();
    m_f->solve->retranslate();
    m_f->history->updateActions();
    m_f->clock->updateClock();
    m_f->panel->retranslate();
    m_f->gameIds->retranslate();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (FileActions::acceptsDrop(event->mimeData()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    if (!FileActions::acceptsDrop(event->mimeData()))
        return;
    event->acceptProposedAction();
    m_f->files->drop(event->mimeData());
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
    if (QDockWidget *tools = m_f->editing->toolsDock())
        tools->setMaximumWidth(tools->isFloating() ? QWIDGETSIZE_MAX
                                                   : std::max(tools->minimumSizeHint().width(), width() / 3));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The game is kept on quit, but a board being edited is not part of it.
    if (!m_f->mode->mayLeave(WindowMode::Leaving::Quit)) {
        event->ignore();
        return;
    }
    // Nothing moves while the game is kept for the last time.
    m_f->panel->player()->setPlaying(false);
    m_f->opponent->setHeld(true);
    if (!m_f->keptGame->mayQuit()) {
        m_f->opponent->setHeld(m_f->mode->mode() != WindowMode::Mode::Playing);
        event->ignore();
        return;
    }
    m_solver.stop();
    m_settings.setWindowPlacement(saveGeometry(), m_f->dockSides->saveState());
    QMainWindow::closeEvent(event);
}
