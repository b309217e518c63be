#pragma once

#include <QDialog>

struct FamilyUi;

// Help ▸ Rules: the rules of a family, with a diagram of one move on its
// default board drawn by the family's own scene, so it looks like the game.
class RulesDialog : public QDialog {
    Q_OBJECT

public:
    explicit RulesDialog(const FamilyUi &family, QWidget *parent = nullptr);
};
