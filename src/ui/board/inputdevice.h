#pragma once

// How the player's last input came, so that the words answering it name the
// same device: "click a highlighted hole" after a click, "press Space on a
// highlighted hole" after a key.
enum class InputDevice { Pointer, Keys };
