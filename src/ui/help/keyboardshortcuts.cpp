#include "keyboardshortcuts.h"
#include "../window/actiongates.h"
#include "../window/themedicon.h"

#include "../families.h"
#include "../widgets/menutext.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTreeWidget>
#include <QScreen>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace {

constexpr const char *kKeyApplies = "keyApplies";

// Any of the keys does it: "Ctrl+Shift+Z, Ctrl+Y", in the language shown.
QString keysText(const QList<QKeySequence> &keys)
{
    QStringList names;
    for (const QKeySequence &key : keys)
        names << key.toString(QKeySequence::NativeText);
    return names.join(QLatin1String(", "));
}

// A tooltip has the words whole wherever the column is too narrow for them.
void addRow(QTreeWidgetItem *group, const QString &keys, const QString &what)
{
    auto *row = new QTreeWidgetItem(group, {keys, what});
    row->setToolTip(1, what);
}

QTreeWidgetItem *addGroup(QTreeWidget *tree, const QString &title, bool expanded)
{
    auto *group = new QTreeWidgetItem(tree, {title});
    QFont bold = group->font(0);
    bold.setBold(true);
    group->setFont(0, bold);
    group->setFirstColumnSpanned(true);
    group->setExpanded(expanded);
    return group;
}

// A submenu's entries are named by their path: "New ▸ Peg Solitaire".
void addEntries(QTreeWidgetItem *group, const QMenu *menu, const QString &path)
{
    for (QAction *action : menu->actions()) {
        if (action->menu()) {
            addEntries(group, action->menu(), path + plainMenuText(action->text()) + QStringLiteral(" ▸ "));
        } else if (!action->isSeparator() && !action->shortcuts().isEmpty()) {
            QString what = path + plainMenuText(action->text());
            if (const QByteArray when = action->property(kKeyApplies).toByteArray(); !when.isEmpty())
                what = KeyboardShortcutsDialog::tr("%1 (%2)", "a menu entry and when its key applies")
                           .arg(what, QCoreApplication::translate("KeyboardShortcuts", when.constData()));
            addRow(group, keysText(action->shortcuts()), what);
        }
    }
}

} // namespace

void sayWhenKeyApplies(QAction *action, const char *when)
{
    action->setProperty(kKeyApplies, QByteArray(when));
}

KeyboardShortcutsDialog::KeyboardShortcutsDialog(QMainWindow *window, std::string_view familyOnScreen)
    : QDialog(window)
    , m_tree(new QTreeWidget(this))
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *intro = new QLabel(tr("The keys of the menus work anywhere in the window. The keys of a board work while "
                                "the board has the focus: click it, or press Tab until it shows."),
                             this);
    intro->setWordWrap(true);
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Keys"), tr("What they do")});
    m_tree->setRootIsDecorated(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->setAccessibleName(tr("Keyboard shortcuts"));
    addBoardKeys(familyOnScreen, true);
    addMenus(window);
    for (const FamilyUi &family : familyUis()) {
        if (family.family != familyOnScreen)
            addBoardKeys(family.family, false);
    }
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    // Wide enough for the longest line (the German ones are long), as far as
    // the screen allows.
    m_tree->resizeColumnToContents(1);
    const int wanted = m_tree->columnWidth(0) + m_tree->columnWidth(1) + 2 * m_tree->frameWidth()
        + m_tree->verticalScrollBar()->sizeHint().width() + layout->contentsMargins().left()
        + layout->contentsMargins().right() + 8;
    const QRect screen = window->screen()->availableGeometry();
    resize(std::min(wanted, screen.width() * 9 / 10), std::min(600, screen.height() * 9 / 10));
}

void KeyboardShortcutsDialog::addMenus(QMainWindow *window)
{
    for (QAction *entry : window->menuBar()->actions()) {
        if (!entry->menu())
            continue;
        QTreeWidgetItem *group = addGroup(m_tree, tr("Menu %1").arg(plainMenuText(entry->text())), true);
        addEntries(group, entry->menu(), QString());
        if (group->childCount() == 0)
            delete group;
    }
}

void KeyboardShortcutsDialog::addBoardKeys(std::string_view family, bool expanded)
{
    const FamilyUi *ui = familyUi(family);
    if (!ui || ui->boardKeys.isEmpty())
        return;
    const QString name = plainMenuText(FamilyUi::text(ui->newGameText));
    QTreeWidgetItem *play = addGroup(m_tree, tr("On the board: %1").arg(name), expanded);
    QTreeWidgetItem *editing = nullptr;
    for (const BoardKey &key : ui->boardKeys) {
        if (key.whileEditing && !editing)
            editing = addGroup(m_tree, tr("In the Board Designer: %1").arg(name), expanded);
        addRow(key.whileEditing ? editing : play, keysText(key.keys), FamilyUi::text(key.action));
    }
}

KeyboardShortcuts::KeyboardShortcuts(QMainWindow *window, std::function<std::string_view()> familyOnScreen)
    : QObject(window)
    , m_window(window)
    , m_action(new QAction(window))
    , m_familyOnScreen(std::move(familyOnScreen))
{
    m_action->setObjectName(QStringLiteral("actionKeyboardShortcuts"));
    // GNOME's key for its overview of shortcuts.
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Question));
    m_action->setIcon(themedIcon(QStringLiteral("preferences-desktop-keyboard-shortcuts"), QStyle::SP_CustomBase, nullptr));
    ActionGates::declare(m_action, ActionGates::Gate::Looks);
    connect(m_action, &QAction::triggered, this, &KeyboardShortcuts::show);
    retranslate();
}

void KeyboardShortcuts::retranslate()
{
    m_action->setText(tr("&Keyboard Shortcuts"));
    m_action->setToolTip(tr("Every key of the menus and of each puzzle's board"));
    // An open overview is in the old language: it is made again in the new one.
    if (m_dialog) {
        const QRect where = m_dialog->geometry();
        m_dialog->close();
        m_dialog = nullptr;
        show();
        m_dialog->setGeometry(where);
    }
}

void KeyboardShortcuts::show()
{
    if (!m_dialog) {
        m_dialog = new KeyboardShortcutsDialog(m_window, m_familyOnScreen());
        m_dialog->show();
    }
    m_dialog->raise();
    m_dialog->activateWindow();
}
