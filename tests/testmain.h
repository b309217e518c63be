#pragma once

// The tests of one folder are one executable (tests/CMakeLists.txt): building
// a Qt Test executable per test class cost more in linking and generated code
// than the tests themselves. Each test's source registers its class here under
// its file's name, and `tests_<folder> tst_name [Qt Test options]` runs that
// one class in a process of its own, as ctest does for every test.
//
// The three macros stand for Qt's QTEST_MAIN, QTEST_GUILESS_MAIN and
// QTEST_APPLESS_MAIN and make the same application object.

#include <QTest>

namespace testmain {

enum class Application { None, Core, Widgets };

struct Test {
    Application application;
    // The class's initMain(), if it has one: what runs before the application object exists.
    void (*prepare)();
    // Runs the class with the arguments Qt Test reads, once the application object exists.
    int (*run)(int argc, char **argv);
};

// Registers a test under the name of its source file (`tests/ui/tst_hint.cpp`
// gives `tst_hint`); returns true so that a static initialiser can call it.
bool registerTest(const char *sourceFile, Test test);

} // namespace testmain

#define PUZZLEBOX_REGISTER_TEST(TestClass, application)                                                      \
    namespace {                                                                                              \
    [[maybe_unused]] const bool registered##TestClass = testmain::registerTest(                             \
        __FILE__, {application, &QTest::Internal::callInitMain<TestClass>, [](int argc, char **argv) {       \
                       TestClass test;                                                                       \
                       return QTest::qExec(&test, argc, argv);                                               \
                   }});                                                                                      \
    }

#define PUZZLEBOX_TEST_MAIN(TestClass) PUZZLEBOX_REGISTER_TEST(TestClass, testmain::Application::Widgets)
#define PUZZLEBOX_TEST_GUILESS_MAIN(TestClass) PUZZLEBOX_REGISTER_TEST(TestClass, testmain::Application::Core)
#define PUZZLEBOX_TEST_APPLESS_MAIN(TestClass) PUZZLEBOX_REGISTER_TEST(TestClass, testmain::Application::None)
