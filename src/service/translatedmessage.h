#pragma once

#include "../core/common/message.h"

#include <QString>

// The text of a core message (pb::Message) in the language installed, its
// plural form chosen by its count and its arguments put in; every layer that
// shows the core's words to a person goes through this.
QString translated(const pb::Message &message);
