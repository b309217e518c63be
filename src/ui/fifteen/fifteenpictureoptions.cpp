#include "fifteenpictureoptions.h"

#include "fifteenscene.h"
#include "tilepicture.h"
#include "ui/filedialogs.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QTimer>

namespace FifteenPictureOptions {

namespace {

// "" for none, "bundled:<id>" or "file:<path>".
const QString kPictureKey = QStringLiteral("fifteen/tilePicture");
const QString kNumbersKey = QStringLiteral("fifteen/tileNumbers");
const QString kBundledPrefix = QStringLiteral("bundled:");
const QString kFilePrefix = QStringLiteral("file:");

QString storedChoice()
{
    return QSettings().value(kPictureKey).toString();
}

bool storedNumbers()
{
    return QSettings().value(kNumbersKey, true).toBool();
}

// The square for `choice`; null for none, or with the reason in *error. The
// last one is kept, so that going back to Fifteen from another family does
// not decode a photo again; a file changed on disk is read afresh.
QImage squareFor(const QString &choice, QString *error)
{
    static QString cachedKey;
    static QImage cached;
    QString key = choice;
    if (choice.startsWith(kFilePrefix))
        key += QFileInfo(choice.mid(kFilePrefix.size())).lastModified().toString(Qt::ISODateWithMs);
    if (key == cachedKey && !cached.isNull())
        return cached;

    QImage square;
    if (choice.startsWith(kBundledPrefix)) {
        if (const TilePicture::Bundled *picture = TilePicture::findBundled(choice.mid(kBundledPrefix.size())))
            square = TilePicture::bundledSquare(*picture);
    } else if (choice.startsWith(kFilePrefix)) {
        square = TilePicture::load(choice.mid(kFilePrefix.size()), error);
    }
    if (!square.isNull()) {
        cachedKey = key;
        cached = square;
    }
    return square;
}

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
        m_numbers->setToolTip(tr("Numbers on the picture's tiles; tiles without a picture always show them"));
        QObject::connect(m_numbers, &QAction::toggled, this, [this](bool on) {
            if (on == storedNumbers())
                return;
            QSettings().setValue(kNumbersKey, on);
            if (m_scene)
                m_scene->setTilePicture(m_scene->tilePicture(), on);
            update();
        });
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

    void choose(const QString &choice)
    {
        QString error;
        const QImage square = squareFor(choice, &error);
        if (!error.isEmpty()) {
            QMessageBox::warning(m_window, tr("Cannot Show the Picture"), error);
            update();
            return;
        }
        QSettings().setValue(kPictureKey, choice);
        if (m_scene)
            m_scene->setTilePicture(square, storedNumbers());
        update();
    }

    void openImage()
    {
        const QString path = askOpenPath(m_window, tr("Open Picture for Tiles"), TilePicture::openFilters());
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
        // Without a picture the numbers are all a tile shows.
        m_numbers->setEnabled(!choice.isEmpty());
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
    const QString choice = storedChoice();
    QString error;
    const QImage square = squareFor(choice, &error);
    if (!error.isEmpty()) {
        QSettings().remove(kPictureKey);
        // Said once the window has shown the new scene (it clears the status
        // bar for a new game).
        QTimer::singleShot(0, scene, [scene, error] {
            emit scene->statusMessage(
                QCoreApplication::translate("FifteenPictureOptions", "The tiles show numbers, not the picture: %1").arg(error));
        });
    }
    scene->setTilePicture(square, storedNumbers());
}

} // namespace FifteenPictureOptions
