// SideWorker (src/core/search/sideworker.*): every job handed to it runs
// exactly once, before wait() returns, whether the side thread takes it up
// or wait() does because the side thread has not; a worker that is never
// handed a job ends cleanly.

#include "core/search/sideworker.h"
#include "testmain.h"

#include <QTest>

#include <chrono>
#include <thread>
#include <vector>

namespace tst_sideworker {

using namespace pb;

class TestSideWorker : public QObject {
    Q_OBJECT

private slots:
    void everyJobRunsOnceBeforeWaitReturns_data()
    {
        QTest::addColumn<int>("callerMicros");
        // The caller's own half takes no time (wait() mostly takes the job
        // up itself), or long enough for the side thread to take it.
        QTest::newRow("caller quick") << 0;
        QTest::newRow("caller slow") << 200;
    }
    void everyJobRunsOnceBeforeWaitReturns()
    {
        QFETCH(int, callerMicros);
        constexpr int kJobs = 2000;
        std::vector<int> runs(kJobs, 0);
        int onSide = 0;
        int onCaller = 0;
        const auto caller = std::this_thread::get_id();
        {
            SideWorker side;
            for (int job = 0; job < kJobs; ++job) {
                std::thread::id ranOn;
                side.start([&runs, &ranOn, job] {
                    ++runs[std::size_t(job)];
                    ranOn = std::this_thread::get_id();
                });
                if (callerMicros > 0 && job % 10 == 0)
                    std::this_thread::sleep_for(std::chrono::microseconds(callerMicros));
                side.wait();
                // What the job wrote is seen here, and it ran once.
                QCOMPARE(runs[std::size_t(job)], 1);
                (ranOn == caller ? onCaller : onSide) += 1;
            }
        }
        QCOMPARE(onSide + onCaller, kJobs);
        for (const int count : runs)
            QCOMPARE(count, 1);
        qInfo("%d jobs on the side thread, %d taken up by wait()", onSide, onCaller);
    }

    void aWorkerWithoutJobsEnds()
    {
        SideWorker side;
    }
};

PUZZLEBOX_TEST_APPLESS_MAIN(TestSideWorker)
} // namespace tst_sideworker
#include "tst_sideworker.moc"
