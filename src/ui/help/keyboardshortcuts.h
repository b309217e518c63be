#pragma once

#include <QDialog>
#include <QObject>
#include <QPointer>

#include <functional>
#include <string_view>

class QAction;
class QMainWindow;
class QMenu;
class QTreeWidget;

// Marks `action`'s key as one that applies only `when` (untranslated, in the
// KeyboardShortcuts context: QT_TRANSLATE_NOOP), so that the overview says
// which meaning of a key shared with the board or another entry (Esc) applies when.
void sayWhenKeyApplies(QAction *action, const char *when);

// The window's overview of its keys: every menu entry with a shortcut, read
// from the menus as they are when it opens (so Game ▸ New's Ctrl+N names the
// family on screen), and each family's keys on the board
// (FamilyUi::boardKeys), the family on screen first. Not modal, so it can
// stay open beside the game.
class KeyboardShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    KeyboardShortcutsDialog(QMainWindow *window, std::string_view familyOnScreen);
    QTreeWidget *tree() const { return m_tree; }

private:
    void addMenus(QMainWindow *window);
    void addBoardKeys(std::string_view family, bool expanded);

    QTreeWidget *m_tree;
};

// Help ▸ Keyboard Shortcuts (Ctrl+?): opens the overview, or brings the open
// one to the front.
class KeyboardShortcuts : public QObject {
    Q_OBJECT

public:
    // The window puts the entry in the form's place (FormPlaces);
    // `familyOnScreen` names the family whose board keys come first.
    KeyboardShortcuts(QMainWindow *window, std::function<std::string_view()> familyOnScreen);

    QAction *action() const { return m_action; }
    // The overview while it is open, else null.
    KeyboardShortcutsDialog *dialog() const { return m_dialog; }
    void retranslate();

private:
    void show();

    QMainWindow *m_window;
    QAction *m_action;
    std::function<std::string_view()> m_familyOnScreen;
    QPointer<KeyboardShortcutsDialog> m_dialog;
};
