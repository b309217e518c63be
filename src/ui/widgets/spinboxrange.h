#pragma once

#include <QString>

class QSpinBox;
class QWidget;

// A number field that says its range and never changes a typed number
// silently: QSpinBox alone refuses a digit that would leave the range (9 rows
// where 8 is the most) and puts back the previous value when one below it is
// left behind, both without a word.
namespace SpinBoxRange {

// The range, as the field's tooltip adds it ("From 1 to 8").
QString rangeText(const QSpinBox *box);

// On `box`: the range under its own tooltip, and a typed number outside it set
// to the nearest end of the range with a note at the field saying so.
void install(QSpinBox *box);
// install() on every QSpinBox inside `dialog`.
void installAll(QWidget *dialog);

} // namespace SpinBoxRange
