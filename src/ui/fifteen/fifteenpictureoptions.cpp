#include "fifteenpictureoptions.h"

#include "fifteenscene.h"
#include "tilepicture.h"
#include "fifteensettings.h"
#include "service/appsettings.h"
#include "ui/files/filedialogs.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QTimer>
#include <QtConcurrent>

#include <functional>

namespace FifteenPictureOptions {

namespace {

// The choices are read and written through an AppSettings of their own, as
// askOpenPath() does: the options are made for a scene (FamilyUi's
// viewOptions, createScene), where no window's settings are at hand, and
// every AppSettings reads the same file afresh.
const QString kBundledPrefix = QStringLiteral("bundled:");
const QString kFilePrefix = QStringLiteral("file:");

QString storedChoice()
{
    return FifteenSettings::tilePicture(AppSettings());
}

void storeChoice(const QString &choice)
{
    AppSettings settings;
    FifteenSettings::setTilePicture(settings, choice);
}

bool storedNumbers()
{
    return FifteenSettings::tileNumbers(AppSettings());
}

// Where the squares come from. A person's image is decoded on a worker, as a
// large photo takes a second that the window must not wait; only the latest
// request is answered, so a later choice wins over an earlier one still
// decoding. The last square is kept, so that going back to Fifteen from
// another family does not decode a photo again; a file changed on disk is
// read afresh.
class Squares : public QObject {
    Q_OBJECT

public:
    using Done = std::function<void(const QImage &square, const QString &error)>;

    static Squares &instance()
    {
        static QPointer<Squares> squares;
        if (!squares)
            squares = new Squares(qApp);
        return *squares;
    }

    // Calls `done` with the square for `choice` (null for none) or the reason
    // it is refused: at once when that needs no decoding, else later, unless
    // another request has come in the meantime.
    void request(const QString &choice, const Done &done)
    {
        const quint64 ticket = ++m_latest;
        const QString key = cacheKey(choice);
        if (key == m_cachedKey && !m_cached.isNull()) {
            done(m_cached, QString());
            return;
        }
        if (choice.startsWith(kBundledPrefix)) {
            // Rendered here: the drawing takes a few milliseconds.
            const TilePicture::Bundled *picture = TilePicture::findBundled(choice.mid(kBundledPrefix.size()));
            done(picture ? keep(key, TilePicture::bundledSquare(*picture)) : QImage(), QString());
            return;
        }
        if (!choice.startsWith(kFilePrefix)) {
            done(QImage(), QString());
            return;
        }
        const QString path = choice.mid(kFilePrefix.size());
        QString error;
        if (!TilePicture::check(path, &error)) {
            done(QImage(), error);
            return;
        }
        auto *watcher = new QFutureWatcher<TilePicture::Loaded>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, ticket, key, done] {
            watcher->deleteLater();
            const TilePicture::Loaded loaded = watcher->result();
            if (!loaded.square.isNull())
                keep(key, loaded.square);
            if (ticket == m_latest)
                done(loaded.square, loaded.error);
        });
        watcher->setFuture(QtConcurrent::run(TilePicture::load, path));
    }

signals:
    // The stored choice was forgotten, as its file could not be decoded.
    void storedChoiceForgotten();

private:
    using QObject::QObject;

    static QString cacheKey(const QString &choice)
    {
        if (!choice.startsWith(kFilePrefix))
            return choice;
        return choice + QFileInfo(choice.mid(kFilePrefix.size())).lastModified().toString(Qt::ISODateWithMs);
    }

    const QImage &keep(const QString &key, const QImage &square)
    {
        m_cachedKey = key;
        m_cached = square;
        return m_cached;
    }

    quint64 m_latest = 0;
    QString m_cachedKey;
    QImage m_cached;
};

// The submenu and the numbers entry, kept in step with the stored choice.
class Entries : public QObject {
    Q_DECLARE_TR_FUNCTIONS(FifteenPictureOptions)

public:
    Entries(FifteenScene *scene, QWidget *window)
        : QObject(window)
        , m_scene(scene)
        , m_window(window)
        , m_pictures(new QMenu(tr("&Picture on Tiles"), window))
        , m_numbers(new QAction(tr("&Numbers on Tiles"), window))
        , m_group(new QActionGroup(m_pictures))
    {
        m_pictures->setObjectName(QStringLiteral("menuTilePicture"));
        m_pictures->menuAction()->setObjectName(QStringLiteral("actionTilePictureMenu"));
        // Deleted with its menu, which the window deletes with the entries.
        setParent(m_pictures);

        addChoice(tr("&None"), QString(), QStringLiteral("actionTilePicture_none"));
        for (const TilePicture::Bundled &picture : TilePicture::bundled())
            addChoice(TilePicture::bundledName(picture), kBundledPrefix + QLatin1String(picture.id),
                      QStringLiteral("actionTilePicture_") + QLatin1String(picture.id));
        // The person's own image, named once one is chosen.
        m_ownFile = addChoice(QString(), QString(), QStringLiteral("actionTilePicture_file"));
        m_pictures->addSeparator();
        QAction *open = m_pictures->addAction(tr("&Open Image…"));
        open->setObjectName(QStringLiteral("actionTilePictureOpen"));
        QObject::connect(open, &QAction::triggered, this, [this] { openImage(); });

        m_numbers->setObjectName(QStringLiteral("actionTileNumbers"));
        m_numbers->setCheckable(true);
        QObject::connect(m_numbers, &QAction::toggled, this, [this](bool on) {
            if (on == storedNumbers())
                return;
            AppSettings settings;
            FifteenSettings::setTileNumbers(settings, on);
            if (m_scene)
                m_scene->setTilePicture(m_scene->tilePicture(), on);
            update();
        });
        QObject::connect(&Squares::instance(), &Squares::storedChoiceForgotten, this, [this] { update(); });
        update();
    }

    QList<QAction *> actions() const { return {m_pictures->menuAction(), m_numbers}; }

private:
    QAction *addChoice(const QString &text, const QString &choice, const QString &name)
    {
        QAction *action = m_pictures->addAction(text);
        action->setObjectName(name);
        action->setCheckable(true);
        action->setData(choice);
        m_group->addAction(action);
        QObject::connect(action, &QAction::triggered, this, [this, action] { choose(action->data().toString()); });
        return action;
    }

    // Until the square is there, the scene, the menu and the setting stay as
    // they are, so that a refusal changes nothing.
    void choose(const QString &choice)
    {
        update(); // the checks stay on the stored choice meanwhile
        QPointer<Entries> entries(this);
        Squares::instance().request(choice, [entries, choice](const QImage &square, const QString &error) {
            if (!entries)
                return;
            if (!error.isEmpty()) {
                QMessageBox::warning(entries->m_window, tr("Cannot Show the Picture"), error);
                return;
            }
            storeChoice(choice);
            if (entries->m_scene)
                entries->m_scene->setTilePicture(square, storedNumbers());
            entries->update();
        });
    }

    void openImage()
    {
        const QString path = askOpenPath(m_window, tr("Open Picture for Tiles"), TilePicture::openFilters(), kPictureFolder);
        if (!path.isEmpty())
            choose(kFilePrefix + QFileInfo(path).absoluteFilePath());
    }

    // The checks, the own file's entry and the numbers entry as stored.
    void update()
    {
        const QString choice = storedChoice();
        const bool ownFile = choice.startsWith(kFilePrefix);
        m_ownFile->setVisible(ownFile);
        m_ownFile->setData(ownFile ? choice : QString());
        if (ownFile)
            m_ownFile->setText(QFileInfo(choice.mid(kFilePrefix.size())).fileName().replace(QLatin1Char('&'), QStringLiteral("&&")));
        for (QAction *action : m_group->actions())
            action->setChecked(action->data().toString() == choice && (action != m_ownFile || ownFile));
        m_numbers->setChecked(storedNumbers());
        // Without a picture the numbers are all a tile shows; greyed, the
        // entry says so.
        m_numbers->setEnabled(!choice.isEmpty());
        m_numbers->setToolTip(choice.isEmpty()
                                  ? tr("Greyed: without a picture the tiles always show their numbers. Choose one "
                                       "under Picture on Tiles first.")
                                  : tr("Numbers on the picture's tiles"));
    }

    QPointer<FifteenScene> m_scene;
    QWidget *m_window;
    QMenu *m_pictures;
    QAction *m_numbers;
    QActionGroup *m_group;
    QAction *m_ownFile = nullptr;
};

} // namespace

QList<QAction *> viewOptions(BoardScene *scene, QWidget *window)
{
    auto *entries = new Entries(qobject_cast<FifteenScene *>(scene), window);
    return entries->actions();
}

void applyStored(FifteenScene *scene)
{
    // Numbers until the picture is there.
    scene->setTilePicture(QImage(), storedNumbers());
    const QString choice = storedChoice();
    QPointer<FifteenScene> target(scene);
    Squares::instance().request(choice, [target, choice](const QImage &square, const QString &error) {
        if (!error.isEmpty()) {
            if (storedChoice() == choice) {
                storeChoice(QString());
                emit Squares::instance().storedChoiceForgotten();
            }
            // Said once the window has shown the new scene (it clears the
            // status bar for a new game).
            if (target) {
                QTimer::singleShot(0, target, [target, error] {
                    emit target->statusMessage(QCoreApplication::translate(
                        "FifteenPictureOptions", "The tiles show numbers, not the picture: %1").arg(error));
                });
            }
            return;
        }
        if (target)
            target->setTilePicture(square, storedNumbers());
    });
}

} // namespace FifteenPictureOptions

#include "fifteenpictureoptions.moc"
