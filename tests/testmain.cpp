// main() of every folder's test executable (tests/testmain.h).

#include "testmain.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>
#ifdef QT_WIDGETS_LIB
#include <QApplication>
#elif defined(QT_GUI_LIB)
#include <QGuiApplication>
#endif

namespace {

std::map<std::string, testmain::Test> &registeredTests()
{
    static std::map<std::string, testmain::Test> tests;
    return tests;
}

// The application object Qt's own main macros would make for this executable's libraries.
std::unique_ptr<QCoreApplication> makeApplication(testmain::Application kind, int &argc, char **argv)
{
    std::unique_ptr<QCoreApplication> application;
    switch (kind) {
    case testmain::Application::None:
        return nullptr;
    case testmain::Application::Widgets:
#ifdef QT_WIDGETS_LIB
        application = std::make_unique<QApplication>(argc, argv);
#elif defined(QT_GUI_LIB)
        application = std::make_unique<QGuiApplication>(argc, argv);
#else
        application = std::make_unique<QCoreApplication>(argc, argv);
#endif
        break;
    case testmain::Application::Core:
        application = std::make_unique<QCoreApplication>(argc, argv);
        break;
    }
    application->setAttribute(Qt::AA_Use96Dpi, true);
    return application;
}

int usage(const char *program)
{
    std::fprintf(stderr, "usage: %s TEST [Qt Test options]\nTEST is one of:", program);
    for (const auto &entry : registeredTests())
        std::fprintf(stderr, " %s", entry.first.c_str());
    std::fprintf(stderr, "\n");
    return 2;
}

} // namespace

bool testmain::registerTest(const char *sourceFile, Test test)
{
    registeredTests().emplace(QFileInfo(QString::fromUtf8(sourceFile)).baseName().toStdString(), test);
    return true;
}

int main(int argc, char *argv[])
{
    if (argc < 2)
        return usage(argv[0]);
    const auto found = registeredTests().find(argv[1]);
    if (found == registeredTests().end())
        return usage(argv[0]);
    const testmain::Test &test = found->second;

    // Qt Test sees the test's name where it would see its program's: in its
    // output, and as the application name, under which each test keeps
    // settings of its own (tests/testsetup.h), so tests running side by side
    // never share them.
    std::vector<char *> arguments{argv[1]};
    arguments.insert(arguments.end(), argv + 2, argv + argc);
    arguments.push_back(nullptr);
    int count = argc - 1;

    test.prepare();
    const auto application = makeApplication(test.application, count, arguments.data());
    QCoreApplication::setApplicationName(QString::fromUtf8(argv[1]));
    return test.run(count, arguments.data());
}
