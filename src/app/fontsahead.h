#pragma once

#include <thread>

// The window's first text waits for fonts: fontconfig reading its
// configuration and caches (4-5 ms), then Qt listing the fonts and opening the
// application's (1-2 ms), all on the GUI thread at the status bar's first
// text. These start the same work on other cores while the GUI thread is
// busy with other things, and Qt finds it done.

// Fontconfig's part, begun before QApplication, which wants no font and
// spends most of its time waiting for the display server: the thread is
// joined once QApplication is made. An exit that skips QApplication's end
// (QCommandLineParser's --help and errors) frees the configuration as Qt's
// font database does when it ends.
std::thread readFontConfigurationAhead();

// Qt's part, once QApplication is made and a window is sure to follow (not
// for --help or a start handed to the running window). Joined when it goes,
// which must be before QApplication does.
class ApplicationFontAhead {
public:
    ApplicationFontAhead();

private:
    std::jthread m_thread;
};
