#pragma once

#include <QDialog>

class AppSettings;
class QLabel;
class QScrollArea;
struct FamilyUi;

// Help ▸ Rules: the rules of a family, with a diagram of one move on its
// default board drawn by the family's own scene, so it looks like the game
// (the board the window's `settings` would start: Nim's last heaps). The
// text scrolls (bar, wheel, arrows, Page Up/Down, Home/End) where the screen
// is too low for the whole of it.
class RulesDialog : public QDialog {
    Q_OBJECT

public:
    RulesDialog(const FamilyUi &family, const AppSettings &settings, QWidget *parent = nullptr);

private:
    void fitToScreen(QScrollArea &scroll, const QLabel &text);
};
