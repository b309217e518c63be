#pragma once

#include <QString>

class QWidget;

// Help ▸ About: the version, a sentence on each puzzle (from the family
// registry, so a new family appears by itself) and the Qt version.
namespace AboutBox {

QString text();
void show(QWidget *parent);

} // namespace AboutBox
