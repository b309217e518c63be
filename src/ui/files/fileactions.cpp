#include "fileactions.h"
#include "../window/formplaces.h"
#include "../window/windowmode.h"

#include "../board/boardpresenter.h"
#include "../board/boardexport.h"
#include "../board/boardscene.h"
#include "../editing/boardediting.h"
#include "../families.h"
#include "filedialogs.h"
#include "../solving/unsolvableboard.h"
#include "../solving/movestext.h"
#include "recentfiles.h"
#include "../records/clockandrecords.h"
#include "../solving/solvepresenter.h"
#include "../window/windowtitle.h"
#include "../../core/common/registry.h"
#include "../../service/boardfiles.h"
#include "../../service/gamefiles.h"
#include "../../service/gamesession.h"
#include "../../service/translatedmessage.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QStyle>
#include <QUrl>

namespace {

QString newActionName(const FamilyUi &family)
{
    return QStringLiteral("actionNew_") + QString::fromLatin1(family.family.data(), qsizetype(family.family.size()));
}

QAction *entry(QMainWindow *window, const char *name)
{
    auto *action = new QAction(window);
    action->setObjectName(QLatin1String(name));
    return action;
}

QMenu *submenu(QMainWindow *window, const char *name)
{
    auto *menu = new QMenu(window);
    menu->setObjectName(QLatin1String(name));
    return menu;
}

QString latin1(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

// The game keeps its file by the name's bytes, whole: the folder the program
// started in is no part of the game.
QByteArray absoluteBytes(const NativePath &path)
{
    const QByteArray &bytes = path.bytes();
    return bytes.startsWith('/') ? bytes : QFile::encodeName(QDir::currentPath()) + '/' + bytes;
}

} // namespace

FileActions::FileActions(QMainWindow *window, GameSession &session, WindowMode &mode, AppSettings &settings,
                         const Sources &sources)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_mode(mode)
    , m_settings(settings)
    , m_sources(sources)
    , m_newMenu(submenu(window, "menuNew"))
    , m_recentMenu(submenu(window, "menuOpenRecent"))
    , m_open(entry(window, "actionOpen"))
    , m_save(entry(window, "actionSave"))
    , m_saveAs(entry(window, "actionSaveAs"))
    , m_exportMoves(entry(window, "actionExportMoves"))
    , m_exportBoard(entry(window, "actionExportBoard"))
    , m_copyBoard(entry(window, "actionCopyBoard"))
    , m_pasteBoard(entry(window, "actionPasteBoard"))
    , m_recentFiles(new RecentFiles(m_recentMenu, settings, this))
    , m_title(new WindowTitle(window, session))
{
    nameActions();
    setUpActions();
    connect(m_recentFiles, &RecentFiles::openRequested, this, [this](const QString &path) { openFile(path); });
    connect(&m_session, &GameSession::gameStarted, this, &FileActions::showFamilyKey);
}

QList<QAction *> FileActions::entries() const
{
    return {m_newMenu->menuAction(), m_open,        m_recentMenu->menuAction(), m_save,      m_saveAs,
            m_exportMoves,           m_exportBoard, m_copyBoard,                m_pasteBoard};
}

QAction *FileActions::newGameAction() const
{
    const FamilyUi *family = familyUi(m_session.position().family());
    return family ? m_newMenu->findChild<QAction *>(newActionName(*family)) : nullptr;
}

// In the form's translation context, as FormPlaces::say() words the entries.
void FileActions::nameActions()
{
    m_newMenu->setTitle(QCoreApplication::translate("MainWindow", "&New"));
    m_recentMenu->setTitle(QCoreApplication::translate("MainWindow", "Open &Recent"));
    FormPlaces::say({
        {m_open, QT_TRANSLATE_NOOP("MainWindow", "&Open…")},
        {m_save, QT_TRANSLATE_NOOP("MainWindow", "Sa&ve"),
         QT_TRANSLATE_NOOP("MainWindow", "Save the game to the file it came from; the first time, choose where")},
        {m_saveAs, QT_TRANSLATE_NOOP("MainWindow", "Save &As…")},
        {m_exportMoves, QT_TRANSLATE_NOOP("MainWindow", "&Export Moves as Text…"),
         QT_TRANSLATE_NOOP("MainWindow", "Save the moves played (and the solution shown) as a text file")},
        {m_exportBoard, QT_TRANSLATE_NOOP("MainWindow", "Export Board as &Image…"),
         QT_TRANSLATE_NOOP("MainWindow", "Save a picture of the board as PNG or SVG")},
        {m_copyBoard, QT_TRANSLATE_NOOP("MainWindow", "&Copy Board as Text"),
         QT_TRANSLATE_NOOP("MainWindow", "Copy the current position to the clipboard as text")},
        {m_pasteBoard, QT_TRANSLATE_NOOP("MainWindow", "P&aste Board"),
         QT_TRANSLATE_NOOP("MainWindow", "Start a new game from a board copied as text, in any board file format")},
    });
}

void FileActions::retranslate()
{
    nameActions();
    showFamilyKey();
}

void FileActions::setUpActions()
{
    setActionLooks({
        {m_open, QKeySequence(QKeySequence::Open), "document-open", QStyle::SP_DialogOpenButton},
        {m_save, QKeySequence(QKeySequence::Save), "document-save", QStyle::SP_DialogSaveButton},
        {m_saveAs, QKeySequence(QKeySequence::SaveAs), "document-save-as", QStyle::SP_DialogSaveButton},
        {m_copyBoard, QKeySequence(QKeySequence::Copy), "edit-copy", QStyle::SP_FileIcon},
        {m_pasteBoard, QKeySequence(QKeySequence::Paste), "edit-paste", QStyle::SP_FileIcon},
        {m_exportMoves, QKeySequence(), "document-export", QStyle::SP_DialogSaveButton},
        {m_exportBoard, QKeySequence(), "image-x-generic", QStyle::SP_DialogSaveButton},
    }, m_window->style());
    const std::span<const FamilyUi> families = familyUis();
    for (std::size_t i = 0; i < families.size(); ++i) {
        QAction *action = m_newMenu->addAction(QCoreApplication::translate("Families", families[i].newGameText));
        action->setObjectName(newActionName(families[i]));
        ActionGates::declare(action, ActionGates::Gate::Replaces);
        connect(action, &QAction::triggered, this, [this, i] { newGame(i); });
    }
    ActionGates::declare({m_open, m_pasteBoard}, ActionGates::Gate::Replaces);
    // Saving shows nothing of a board a pause hides; the copies and exports do.
    ActionGates::declare({m_save, m_saveAs}, ActionGates::Gate::Looks);
    ActionGates::declare({m_exportMoves, m_exportBoard, m_copyBoard},
                         ActionGates::Gate::Reveals);
    connect(m_open, &QAction::triggered, this, &FileActions::openDialog);
    connect(m_save, &QAction::triggered, this, &FileActions::save);
    connect(m_saveAs, &QAction::triggered, this, &FileActions::saveAsDialog);
    connect(m_exportMoves, &QAction::triggered, this, &FileActions::exportMovesDialog);
    connect(m_exportBoard, &QAction::triggered, this, &FileActions::exportBoardDialog);
    connect(m_copyBoard, &QAction::triggered, this, &FileActions::copyBoard);
    connect(m_pasteBoard, &QAction::triggered, this, &FileActions::pasteBoard);
}

void FileActions::say(const QString &text, int timeoutMillis) const
{
    m_window->statusBar()->showMessage(text, timeoutMillis);
}

void FileActions::newGame(std::size_t family)
{
    const FamilyUi &entry = familyUis()[family];
    // The options first: a board being designed is asked for only once a
    // new game is really on its way, so cancelling the dialog keeps it.
    std::optional<pb::GenerateRequest> recipe;
    auto start = entry.newGameDialog ? entry.newGameDialog(m_window, m_settings, recipe) : entry.defaultGame(m_settings);
    if (!start || !m_mode.mayLeave(WindowMode::Leaving::NewGame))
        return;
    pb::SavedGame game{pb::GameRecord(std::move(start)), std::nullopt};
    game.recipe = std::move(recipe);
    m_session.openGame(std::move(game));
}

// Ctrl+N starts another game of the family being played. The entries say
// their family's name again in a new language.
void FileActions::showFamilyKey()
{
    const QString current = latin1(m_session.position().family());
    for (const FamilyUi &entry : familyUis()) {
        QAction *action = m_newMenu->findChild<QAction *>(newActionName(entry));
        if (!action)
            continue;
        action->setText(QCoreApplication::translate("Families", entry.newGameText));
        action->setShortcut(latin1(entry.family) == current ? QKeySequence(QKeySequence::New) : QKeySequence());
    }
    m_title->update();
}

// The file first: the question about a board being designed comes once a
// file that opens is chosen (loadFile()), so cancelling keeps the design.
void FileActions::openDialog()
{
    const QString path = askOpenPath(m_window, tr("Open Game or Board"), GameFiles::openFilter());
    if (!path.isEmpty())
        openFile(path);
}

void FileActions::openFile(const NativePath &path)
{
    if (const QString error = loadFile(path); !error.isEmpty())
        // A saved game as well as a board: the words fit either.
        QMessageBox::warning(m_window, tr("Cannot Open File"),
                             tr("The file could not be opened; the current game is unchanged.\n\n%1").arg(error));
}

QString FileActions::loadFile(const NativePath &path)
{
    GameFiles::LoadResult loaded = GameFiles::load(path);
    if (!loaded.game)
        return loaded.error;
    const QString name = QFileInfo(path.text()).fileName();
    // A file that does not open leaves a board being designed as it is.
    if (!mayPlayUnsolvableBoard(m_window, loaded.game->record.position())
        || !m_mode.mayLeave(WindowMode::Leaving::OpenFile, name)) {
        say(tr("%1 was not opened; the current game is unchanged.").arg(name));
        return QString();
    }
    // Wherever the game was before, it is now this file's, as the file holds it.
    loaded.game->file = absoluteBytes(path).toStdString();
    loaded.game->fileTurns = loaded.game->record.played();
    m_session.openGame(std::move(*loaded.game), pb::message("FileActions", QT_TRANSLATE_NOOP("FileActions", "Open %1"),
                                                              {QFileInfo(path.text()).fileName().toStdString()}));
    // Open Recent opens by the name as text, which would be another file.
    if (path.survivesAsText())
        m_recentFiles->add(path.text());
    say(tr("Opened %1").arg(QFileInfo(path.text()).fileName()));
    return QString();
}

void FileActions::save()
{
    // Only a saved game is written in place: a board file holds no history,
    // and a game in no file has no place yet.
    const QString path = m_title->filePath();
    if (m_sources.editing.isEditing() || QFileInfo(path).suffix().compare(latin1(pb::kSavedGameExtension), Qt::CaseInsensitive) != 0) {
        saveAsDialog();
        return;
    }
    if (const QString error = saveFile(path); !error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot Save Game"), error);
        return;
    }
    m_session.setFile(absoluteBytes(path));
    say(tr("Saved %1").arg(QFileInfo(path).fileName()));
}

void FileActions::saveAsDialog()
{
    if (m_sources.editing.isEditing())
        saveEditedBoardDialog();
    else
        saveGameAs();
}

bool FileActions::saveGameAs()
{
    const QString suffix = latin1(pb::kSavedGameExtension);
    const QString path = saveWithDialog(m_window, tr("Save Game As"), GameFiles::saveFilter(), suffix,
                                        m_title->suggestedPath(suffix), tr("Cannot Save Game"),
                                        [this](const QString &to) { return saveGame(to); });
    if (path.isEmpty())
        return false;
    m_recentFiles->add(path);
    m_session.setFile(absoluteBytes(path));
    say(tr("Saved %1").arg(QFileInfo(path).fileName()));
    return true;
}

void FileActions::saveEditedBoardDialog()
{
    QString why;
    const std::unique_ptr<pb::Puzzle> edited = m_sources.editing.editedBoard(&why);
    if (!edited) {
        QMessageBox::warning(m_window, tr("Cannot Save Board"), tr("The board cannot be saved yet.\n\n%1").arg(why));
        return;
    }
    const pb::FamilyInfo &family = pb::familyOf(*edited);
    const QString suffix = latin1(family.extension);
    const QString filter = QStringLiteral("%1 (*.%2)").arg(QCoreApplication::translate("Family", family.displayName), suffix);
    const QString path = saveWithDialog(m_window, tr("Save Board As"), filter, suffix, m_title->suggestedPath(*edited, suffix),
                                        tr("Cannot Save Board"),
                                        [&edited](const QString &to) { return BoardFiles::save(*edited, to); });
    if (path.isEmpty())
        return;
    m_recentFiles->add(path);
    say(tr("Saved the board to %1").arg(QFileInfo(path).fileName()));
}

QString FileActions::saveFile(const QString &path) const
{
    if (m_sources.editing.isEditing()) {
        QString why;
        const std::unique_ptr<pb::Puzzle> edited = m_sources.editing.editedBoard(&why);
        return edited ? BoardFiles::save(*edited, path) : why;
    }
    return saveGame(path);
}

QString FileActions::saveGame(const QString &path) const
{
    const pb::FamilyInfo *family = pb::familyById(m_session.position().family());
    if (family && QFileInfo(path).suffix().compare(latin1(family->extension), Qt::CaseInsensitive) == 0)
        return BoardFiles::save(m_session.position(), path);
    pb::SavedGame game = m_session.game();
    // A file needs no word of where it lies, and one passed on should not
    // tell the folders it came from; Open names the file afresh.
    game.file.clear();
    game.fileTurns.reset();
    return GameFiles::save(game, path);
}

QString FileActions::exportBoard(const QString &path) const
{
    BoardScene *scene = m_sources.board.scene();
    if (!scene)
        return tr("There is no board to export.");
    scene->finishAnimations();
    m_sources.clock.endCelebration();
    return BoardExport::write(*scene, path);
}

void FileActions::exportBoardDialog()
{
    const QString path = saveWithDialog(m_window, tr("Export Board as Image"), tr("PNG images (*.png);;SVG drawings (*.svg)"),
                                        QStringLiteral("png"), m_title->suggestedPath(QStringLiteral("png")),
                                        tr("Cannot Export Board"), [this](const QString &to) { return exportBoard(to); });
    if (!path.isEmpty())
        say(tr("Exported the board to %1").arg(QFileInfo(path).fileName()));
}

void FileActions::exportMovesDialog()
{
    const QString path = saveWithDialog(m_window, tr("Export Moves as Text"), tr("Text files (*.txt)"), QStringLiteral("txt"),
                                        m_title->suggestedPath(QStringLiteral("txt")), tr("Cannot Export Moves"),
                                        [this](const QString &to) {
                                            // What the panel says of the last search, as the player read it.
                                            QStringList said{m_sources.answer.caption(), m_sources.answer.report()};
                                            said.removeAll(QString());
                                            const QString answer = said.join(QLatin1Char(' '));
                                            return writeMovesText(m_session, to, answer);
                                        });
    if (!path.isEmpty())
        say(tr("Exported the moves to %1").arg(QFileInfo(path).fileName()));
}

void FileActions::copyBoard()
{
    // The family's board file, which Paste Board and Open read back, and any text editor shows.
    QGuiApplication::clipboard()->setText(QString::fromStdString(m_session.position().save()));
    say(tr("Copied the board to the clipboard."));
}

void FileActions::pasteBoard()
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
        QMessageBox::warning(m_window, tr("Cannot Paste Board"), tr("The clipboard does not hold a board.\n\n%1").arg(error));
        return;
    }
    if (!mayPlayUnsolvableBoard(m_window, pasted.game->record.position()) || !m_mode.mayLeave(WindowMode::Leaving::Paste))
        return;
    openUnfiled(std::move(*pasted.game), pb::message("FileActions", QT_TRANSLATE_NOOP("FileActions", "Paste Board")));
    const QString summary = translated(m_session.position().summary());
    say(m_session.position().isSolved() ? tr("Pasted a board that is already solved: %1.").arg(summary)
                                        : tr("Pasted a board: %1.").arg(summary),
        6000);
}

void FileActions::openUnfiled(pb::SavedGame game, const pb::Message &startedBy)
{
    // Pasted text may be a game file that names its own.
    game.file.clear();
    game.fileTurns.reset();
    // As every new game: the one replaced comes back with Undo.
    m_session.openGame(std::move(game), startedBy);
}

bool FileActions::acceptsDrop(const QMimeData *data)
{
    const QList<QUrl> urls = data->urls();
    return urls.size() == 1 && urls.constFirst().isLocalFile();
}

void FileActions::drop(const QMimeData *data)
{
    if (!acceptsDrop(data))
        return;
    // Opened after the drop has ended: a message box inside it would hold up
    // the program the file was dragged from. By the bytes the URL carries
    // percent-encoded: toLocalFile() decodes them as UTF-8 and loses a name
    // that is not.
    const NativePath path =
        NativePath::fromBytes(QByteArray::fromPercentEncoding(data->urls().constFirst().path(QUrl::FullyEncoded).toLatin1()));
    QMetaObject::invokeMethod(this, [this, path] { openFile(path); }, Qt::QueuedConnection);
}
