<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="22"/>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/li&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="25"/>
        <source>&lt;h3&gt;Puzzlebox %1&lt;/h3&gt;&lt;p&gt;Classic puzzles to play with the mouse or the keyboard, and solvers that show you the way.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Puzzlebox %1&lt;/h3&gt;&lt;p&gt;ألغاز كلاسيكية تُلعب بالفأرة أو بلوحة المفاتيح، وحلّالات تريك الطريق.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="29"/>
        <source>&lt;p&gt;Made with Qt %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;صُنع باستخدام Qt %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="31"/>
        <source>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;Homepage&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;Report a bug&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;الصفحة الرئيسية&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;الإبلاغ عن علّة&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="33"/>
        <source>&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;برمجية حرة مرخّصة بموجب رخصة جنو العمومية، الإصدار 3 أو أحدث.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/help/aboutbox.cpp" line="38"/>
        <source>About Puzzlebox</source>
        <translation>عن Puzzlebox</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <location filename="../src/ui/accessibility/announcements.cpp" line="96"/>
        <source>Undone: %1</source>
        <translation>تم التراجع: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/accessibility/announcements.cpp" line="99"/>
        <source>Redone: %1</source>
        <translation>تمت الإعادة: %1</translation>
    </message>
</context>
<context>
    <name>AppFiles</name>
    <message>
        <location filename="../src/service/appfiles.cpp" line="95"/>
        <source>it is not a regular file</source>
        <translation>ليس ملفًا عاديًا</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="97"/>
        <source>it is larger than %1 bytes</source>
        <translation>حجمه أكبر من %1 بايت</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="103"/>
        <source>The settings in %1 are not read (%2) and cannot be moved aside.</source>
        <translation>الإعدادات في %1 لم تُقرأ (%2) ولا يمكن نقلها جانبًا.</translation>
    </message>
    <message>
        <location filename="../src/service/appfiles.cpp" line="105"/>
        <source>The settings in %1 are not read (%2): they are kept as %3, and the settings start afresh.</source>
        <translation>الإعدادات في %1 لم تُقرأ (%2): حُفظت باسم %3، وتبدأ الإعدادات من جديد.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../src/service/autosave.cpp" line="156"/>
        <source>The game from last time could not be restored, so a new one begins. %1</source>
        <translation>تعذّرت استعادة لعبة المرة السابقة، لذا تبدأ لعبة جديدة. %1</translation>
    </message>
    <message>
        <location filename="../src/service/autosave.cpp" line="157"/>
        <source>The game from last time could not be restored, so a new one begins (the damaged file is kept as %1). %2</source>
        <translation>تعذّرت استعادة لعبة المرة السابقة، لذا تبدأ لعبة جديدة (حُفظ الملف التالف باسم %1). %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/service/autosave.cpp" line="229"/>
        <source>This game&apos;s history is too long to keep whole: it is kept without its first %Ln turn(s), starting from the position after them.</source>
        <translation>
            <numerusform>تاريخ هذه اللعبة أطول من أن يُحفظ كاملًا: يُحفظ دون أول %Ln دور، بدءًا من الوضع الذي يليها.</numerusform>
            <numerusform>تاريخ هذه اللعبة أطول من أن يُحفظ كاملًا: يُحفظ دون دوره الأول (%Ln)، بدءًا من الوضع الذي يليه.</numerusform>
            <numerusform>تاريخ هذه اللعبة أطول من أن يُحفظ كاملًا: يُحفظ دون أول %Ln دورين، بدءًا من الوضع الذي يليهما.</numerusform>
            <numerusform>تاريخ هذه اللعبة أطول من أن يُحفظ كاملًا: يُحفظ دون أول %Ln أدوار، بدءًا من الوضع الذي يليها.</numerusform>
            <numerusform>تاريخ هذه اللعبة أطول من أن يُحفظ كاملًا: يُحفظ دون أول %Ln دورًا، بدءًا من الوضع الذي يليها.</numerusform>
            <numerusform>تاريخ هذه اللعبة أطول من أن يُحفظ كاملًا: يُحفظ دون أول %Ln دور، بدءًا من الوضع الذي يليها.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/service/autosave.cpp" line="271"/>
        <source>The game in progress could not be kept: %1</source>
        <translation>تعذّر حفظ اللعبة الجارية: %1</translation>
    </message>
</context>
<context>
    <name>BoardEditing</name>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="125"/>
        <source>Edit Board</source>
        <translation>تحرير اللوحة</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="126"/>
        <source>Your board is ready: %1.</source>
        <translation>لوحتك جاهزة: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="154"/>
        <source>Editing cancelled: the game is as it was.</source>
        <translation>أُلغي التحرير: اللعبة كما كانت.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="171"/>
        <source>Undo brings back the game in progress.</source>
        <translation>التراجع يعيد اللعبة الجارية.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>Cancel Editing</source>
        <translation>إلغاء التحرير</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>The game stays as it was.</source>
        <translation>تبقى اللعبة كما كانت.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="174"/>
        <source>Discard</source>
        <translation>تجاهل</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="176"/>
        <source>Quit While Designing</source>
        <translation>الخروج أثناء التصميم</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="176"/>
        <source>Puzzlebox quits; the game in progress is kept as it was.</source>
        <translation>يُغلق Puzzlebox؛ وتُحفظ اللعبة الجارية كما كانت.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="177"/>
        <source>Discard and Quit</source>
        <translation>تجاهل وخروج</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>New Game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>A new game begins.</source>
        <translation>تبدأ لعبة جديدة.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="178"/>
        <source>Discard and Start</source>
        <translation>تجاهل وبدء</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="180"/>
        <source>Open %1</source>
        <translation>فتح %1</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="180"/>
        <source>%1 opens instead.</source>
        <translation>يُفتح %1 بدلًا منها.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="181"/>
        <source>Discard and Open</source>
        <translation>تجاهل وفتح</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <source>Paste Board</source>
        <translation>لصق لوحة</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <source>The board pasted is played.</source>
        <translation>تُلعب اللوحة الملصوقة.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="182"/>
        <location filename="../src/ui/editing/boardediting.cpp" line="185"/>
        <source>Discard and Play</source>
        <translation>تجاهل ولعب</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="184"/>
        <source>Enter Game ID</source>
        <translation>إدخال معرّف لعبة</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="184"/>
        <source>The game of ID %1 is played.</source>
        <translation>تُلعب اللعبة ذات المعرّف %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="189"/>
        <source>Discard the board you made?</source>
        <translation>تجاهل اللوحة التي صممتها؟</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="193"/>
        <source>Keep Designing</source>
        <translation>متابعة التصميم</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="222"/>
        <location filename="../src/ui/editing/boardediting.cpp" line="276"/>
        <source>Board Designer</source>
        <translation>مصمّم اللوحات</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="244"/>
        <source>Done</source>
        <translation>تم</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="245"/>
        <source>Play the board you made</source>
        <translation>العب اللوحة التي صممتها</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="253"/>
        <source>Change the board freely; uncheck (Done) to play the board you made</source>
        <translation>غيّر اللوحة بحرية؛ أزل التحديد عن (تم) لتلعب اللوحة التي صممتها</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="273"/>
        <source>Cancel E&amp;diting</source>
        <translation>إلغاء التحرير (&amp;D)</translation>
    </message>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="274"/>
        <source>Leave the editor; the game stays as it was</source>
        <translation>اترك المحرر؛ تبقى اللعبة كما كانت</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="51"/>
        <source>Cannot write %1: %2</source>
        <translation>تتعذّر الكتابة في %1: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="60"/>
        <source>There is no board to draw</source>
        <translation>لا توجد لوحة لرسمها</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardexport.cpp" line="77"/>
        <source>Puzzlebox board</source>
        <translation>لوحة Puzzlebox</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <location filename="../src/core/common/registry.cpp" line="40"/>
        <source>This is not a text file: byte 0x%1 is not valid UTF-8</source>
        <translation>هذا ليس ملفًا نصيًا: البايت 0x%1 ليس UTF-8 صالحًا</translation>
    </message>
    <message>
        <location filename="../src/core/common/registry.cpp" line="45"/>
        <source>This is not a text file: it contains the control byte 0x%1</source>
        <translation>هذا ليس ملفًا نصيًا: يحتوي على بايت التحكم 0x%1</translation>
    </message>
</context>
<context>
    <name>BoardFiles</name>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="35"/>
        <source>The file is too large for a board file (more than %1 bytes)</source>
        <translation>الملف أكبر من أن يكون ملف لوحة (أكثر من %1 بايت)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="37"/>
        <source>The file is too large (more than %1 bytes)</source>
        <translation>الملف كبير جدًا (أكثر من %1 بايت)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="42"/>
        <source>This is not a regular file (a pipe, a device or a socket), so it cannot be a board file</source>
        <translation>هذا ليس ملفًا عاديًا (أنبوب أو جهاز أو مقبس)، فلا يمكن أن يكون ملف لوحة</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="63"/>
        <source>No such file</source>
        <translation>لا يوجد ملف بهذا الاسم</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="65"/>
        <location filename="../src/service/boardfiles.cpp" line="82"/>
        <source>Permission denied</source>
        <translation>الإذن مرفوض</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="69"/>
        <source>This is a folder, not a board file</source>
        <translation>هذا مجلد، لا ملف لوحة</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="131"/>
        <source>No kind of board reads this text:</source>
        <translation>لا يقرأ أيُّ نوع من اللوحات هذا النص:</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="133"/>
        <source>%1 (.%2): %3</source>
        <translation>%1 (.%2): %3</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="148"/>
        <location filename="../src/service/boardfiles.cpp" line="150"/>
        <source>Cannot write %1: %2</source>
        <translation>تتعذّر الكتابة في %1: %2</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="182"/>
        <source>All board files (%1)</source>
        <translation>كل ملفات اللوحات (%1)</translation>
    </message>
    <message>
        <location filename="../src/service/boardfiles.cpp" line="183"/>
        <source>All files (*)</source>
        <translation>كل الملفات (*)</translation>
    </message>
</context>
<context>
    <name>BoardPresenter</name>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="108"/>
        <source>Played: %1</source>
        <translation>لُعبت: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="110"/>
        <source>Solved! %1.</source>
        <translation>حُلّت! %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/board/boardpresenter.cpp" line="112"/>
        <source>No moves left: %1.</source>
        <translation>لا نقلات متبقية: %1.</translation>
    </message>
</context>
<context>
    <name>ClockAndRecords</name>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="70"/>
        <source>Time played</source>
        <translation>وقت اللعب</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="70"/>
        <source>Time played in this game: from your first move until it is solved. It stops while the window is minimised or a dialog is open.</source>
        <translation>وقت اللعب في هذه اللعبة: من نقلتك الأولى حتى حلّها. يتوقف ما دامت النافذة مصغّرة أو مربع حوار مفتوحًا.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="98"/>
        <source>You won with help in %1 and %2.</source>
        <translation>فزت بمساعدة في %1 و%2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="98"/>
        <source>You won in %1 and %2.</source>
        <translation>فزت في %1 و%2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="99"/>
        <source>Solved with help in %1 and %2.</source>
        <translation>حُلّت بمساعدة في %1 و%2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="99"/>
        <source>Solved in %1 and %2.</source>
        <translation>حُلّت في %1 و%2.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/clockandrecords.cpp" line="100"/>
        <source>New record!</source>
        <translation>رقم قياسي جديد!</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="36"/>
        <source>Solved.</source>
        <translation>حُلّت.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/search/assessment.cpp" line="52"/>
        <source>The goal is %n move(s) away, the fewest.</source>
        <translation>
            <numerusform>الهدف على بُعد %n نقلة، وهو الأقل.</numerusform>
            <numerusform>الهدف على بُعد نقلة واحدة (%n)، وهي الأقل.</numerusform>
            <numerusform>الهدف على بُعد %n نقلتين، وهو الأقل.</numerusform>
            <numerusform>الهدف على بُعد %n نقلات، وهو الأقل.</numerusform>
            <numerusform>الهدف على بُعد %n نقلة، وهو الأقل.</numerusform>
            <numerusform>الهدف على بُعد %n نقلة، وهو الأقل.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/search/assessment.cpp" line="56"/>
        <location filename="../src/core/search/assessment.cpp" line="73"/>
        <source>The goal is in reach: a line of %n move(s) found.</source>
        <translation>
            <numerusform>الهدف في المتناول: وُجد مسار من %n نقلة.</numerusform>
            <numerusform>الهدف في المتناول: وُجد مسار من نقلة واحدة (%n).</numerusform>
            <numerusform>الهدف في المتناول: وُجد مسار من %n نقلتين.</numerusform>
            <numerusform>الهدف في المتناول: وُجد مسار من %n نقلات.</numerusform>
            <numerusform>الهدف في المتناول: وُجد مسار من %n نقلة.</numerusform>
            <numerusform>الهدف في المتناول: وُجد مسار من %n نقلة.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="63"/>
        <source>The goal is out of reach.</source>
        <translation>الهدف بعيد المنال.</translation>
    </message>
    <message>
        <location filename="../src/core/search/assessment.cpp" line="69"/>
        <source>Not known: the search gave up.</source>
        <translation>غير معروف: توقف البحث.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="80"/>
        <source>&amp;Coach</source>
        <translation>المدرّب (&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="81"/>
        <source>After every move, say how far the goal is and what the move did to it</source>
        <translation>بعد كل نقلة، بيّن مدى بُعد الهدف وما فعلته النقلة به</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="82"/>
        <source>Show &amp;Why</source>
        <translation>بيّن السبب (&amp;W)</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="83"/>
        <source>Draw on the board why the goal is out of reach</source>
        <translation>ارسم على اللوحة سبب تعذّر بلوغ الهدف</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coach.cpp" line="253"/>
        <source>Computer: %1</source>
        <translation>الحاسوب: %1</translation>
    </message>
</context>
<context>
    <name>CoachDock</name>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="101"/>
        <source>The coach waits until the board designed is played.</source>
        <translation>ينتظر المدرّب حتى تُلعب اللوحة المصممة.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="109"/>
        <source>Thinking…</source>
        <translation>جارٍ التفكير…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="122"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="140"/>
        <source>Coach</source>
        <translation>المدرّب</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachdock.cpp" line="141"/>
        <source>Moves, as the coach judged them:</source>
        <translation>النقلات كما قيّمها المدرّب:</translation>
    </message>
</context>
<context>
    <name>CoachOverlay</name>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="21"/>
        <source>purple</source>
        <translation>بنفسجي</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="22"/>
        <source>blue</source>
        <translation>أزرق</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="23"/>
        <source>yellow</source>
        <translation>أصفر</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachoverlay.cpp" line="24"/>
        <source>green</source>
        <translation>أخضر</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="23"/>
        <source>The goal is in reach.</source>
        <translation>الهدف في المتناول.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="24"/>
        <source>The goal is out of reach.</source>
        <translation>الهدف بعيد المنال.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="27"/>
        <source>Not known whether the goal is in reach.</source>
        <translation>غير معروف إن كان الهدف في المتناول.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="37"/>
        <source>To repeat the search: %1</source>
        <translation>لتكرار البحث: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="50"/>
        <source>That move lost the goal: it cannot be reached any more.</source>
        <translation>أضاعت تلك النقلة الهدف: لم يعد بالإمكان بلوغه.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="51"/>
        <source>The goal was already out of reach before that move.</source>
        <translation>كان الهدف بعيد المنال قبل تلك النقلة.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="52"/>
        <source>That move brought the goal back in reach.</source>
        <translation>أعادت تلك النقلة الهدف إلى المتناول.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="58"/>
        <source>That move kept the goal in reach.</source>
        <translation>أبقت تلك النقلة الهدف في المتناول.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="60"/>
        <source>That move was one of the best: the goal is as near as it can be.</source>
        <translation>كانت تلك النقلة من الأفضل: الهدف أقرب ما يمكن.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="61"/>
        <source>That move kept the goal in reach, but cost %1 more than the best move.</source>
        <translation>أبقت تلك النقلة الهدف في المتناول، لكنها كلّفت %1 أكثر من أفضل نقلة.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="70"/>
        <source>lost the goal</source>
        <translation>أضاعت الهدف</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="71"/>
        <source>back in reach</source>
        <translation>عاد في المتناول</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="74"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="76"/>
        <source>best</source>
        <translation>الأفضل</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/coachwords.cpp" line="96"/>
        <source>The colours in that order: %1.</source>
        <translation>الألوان بهذا الترتيب: %1.</translation>
    </message>
</context>
<context>
    <name>DifficultyChoice</name>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Easy</source>
        <translation>سهل</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="95"/>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="47"/>
        <source>Exactly</source>
        <translation>بالضبط</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="99"/>
        <source>%L1–%L2</source>
        <comment>a range of moves</comment>
        <translation>%L1–%L2</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="101"/>
        <source>%1 (%2)</source>
        <comment>difficulty (its moves)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/widgets/difficultychoice.cpp" line="138"/>
        <source>Making the puzzle…</source>
        <translation>جارٍ إعداد اللغز…</translation>
    </message>
</context>
<context>
    <name>Families</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="12"/>
        <source>&amp;Fifteen…</source>
        <translation>الخمسة عشر (&amp;F)…</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="23"/>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="68"/>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="47"/>
        <source>Designing the board: Done plays it, Esc cancels.</source>
        <translation>تصميم اللوحة: «تم» يلعبها، وEsc يلغي.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="24"/>
        <source>Click two tiles, or press Space on each with the arrow keys, to swap them; uncheck (Done) to play the board you made</source>
        <translation>انقر بلاطتين، أو اضغط المسافة على كل منهما بمفاتيح الأسهم، لتبديلهما؛ أزل التحديد عن (تم) لتلعب اللوحة التي صممتها</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="25"/>
        <source>Cannot be solved: swap two tiles</source>
        <translation>لا يمكن حلّها: بدّل بلاطتين</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="26"/>
        <source>Click a tile in line with the blank to slide it there, or press an arrow key to slide the tile beside the blank, until the numbers run in reading order with the blank in the bottom-right corner.</source>
        <translation>انقر بلاطة على خط الخانة الفارغة لتزيحها إليها، أو اضغط مفتاح سهم لإزاحة البلاطة المجاورة للفارغة، حتى تتسلسل الأرقام بترتيب القراءة والخانة الفارغة في الزاوية اليمنى السفلى.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="31"/>
        <source>Slide the tile beside the blank into it, the way the arrow points</source>
        <translation>أزِح البلاطة المجاورة للفارغة إليها، في اتجاه السهم</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="32"/>
        <source>Move the cursor from cell to cell</source>
        <translation>حرّك المؤشر من خانة إلى خانة</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenfamilyui.cpp" line="33"/>
        <source>Pick the cell under the cursor; on another cell, swap the two</source>
        <translation>التقط الخانة تحت المؤشر؛ وعلى خانة أخرى، بدّل الاثنتين</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="13"/>
        <source>&amp;Nim…</source>
        <translation>نيم (&amp;N)…</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="20"/>
        <source>Click a stone to take it and every stone above it (on the keyboard: Left and Right choose a heap, Up and Down how many, Space takes them); you and the computer take turns, and whoever takes the last stone wins (in misère play, loses).</source>
        <translation>انقر حجرًا لتأخذه مع كل حجر فوقه (بلوحة المفاتيح: اليسار واليمين يختاران كومة، والأعلى والأسفل العدد، والمسافة تأخذها)؛ تتناوب أنت والحاسوب، ومن يأخذ الحجر الأخير يفوز (وفي لعب الميزير يخسر).</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="25"/>
        <source>Choose the heap to take from</source>
        <translation>اختر الكومة التي تأخذ منها</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="26"/>
        <source>Take more or fewer stones</source>
        <translation>خذ أحجارًا أكثر أو أقل</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="27"/>
        <source>Take the stones shown</source>
        <translation>خذ الأحجار المعروضة</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimfamilyui.cpp" line="28"/>
        <source>Take back the choice shown</source>
        <translation>تراجع عن الاختيار المعروض</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="21"/>
        <source>%1, in hole %2</source>
        <translation>%1، في الثقب %2</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="51"/>
        <source>&amp;Peg Solitaire…</source>
        <translation>سوليتير الأوتاد (&amp;P)…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="60"/>
        <source>&amp;Which Holes Can It Finish In?</source>
        <translation>في أي الثقوب يمكن أن تنتهي؟ (&amp;W)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="61"/>
        <source>Mark every hole the last peg can end in from the current position</source>
        <translation>علّم كل ثقب يمكن أن ينتهي فيه الوتد الأخير من الوضع الحالي</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="62"/>
        <source>Solve to a &amp;Chosen Hole…</source>
        <translation>الحل إلى ثقب مختار (&amp;C)…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="63"/>
        <source>Click a hole: find a solution whose last peg ends there</source>
        <translation>انقر ثقبًا: يُبحث عن حل ينتهي وتده الأخير فيه</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="64"/>
        <source>Click the hole to finish in (Esc: cancel).</source>
        <translation>انقر الثقب الذي تريد الانتهاء فيه (Esc: إلغاء).</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="65"/>
        <source>Solving to finish in hole %1…</source>
        <translation>جارٍ الحل للانتهاء في الثقب %1…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="66"/>
        <source>Looking for the finishing holes…</source>
        <translation>جارٍ البحث عن ثقوب الانتهاء…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="67"/>
        <source>Count the distinct lines of jumps that leave one peg (small boards)</source>
        <translation>عُدّ مسارات القفزات المختلفة التي تُبقي وتدًا واحدًا (اللوحات الصغيرة)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="69"/>
        <source>Design the board: pegs, holes, size and lattice; uncheck (Done) to play the board you made</source>
        <translation>صمّم اللوحة: الأوتاد والثقوب والحجم والشبكة؛ أزل التحديد عن (تم) لتلعب اللوحة التي صممتها</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="70"/>
        <source>Cannot be played yet</source>
        <translation>لا يمكن لعبها بعد</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="71"/>
        <source>Click a peg, then a lit hole to jump it over its neighbour, which is removed; leave a single peg to win. On the keyboard, the arrows move a ring and Space picks up and jumps.</source>
        <translation>انقر وتدًا، ثم ثقبًا مضاءً ليقفز فوق جاره الذي يُزال؛ اترك وتدًا واحدًا لتفوز. بلوحة المفاتيح، تحرّك الأسهمُ حلقةً والمسافةُ تلتقط وتقفز.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="72"/>
        <source>F&amp;ewest Moves to a Chosen Hole…</source>
        <translation>أقل النقلات إلى ثقب مختار (&amp;E)…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="73"/>
        <source>Click a hole: find the solution in the fewest moves whose last peg ends there, and prove that none is shorter</source>
        <translation>انقر ثقبًا: يُبحث عن الحل بأقل النقلات الذي ينتهي وتده الأخير فيه، ويُثبت أن لا حل أقصر</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="74"/>
        <source>Its last peg ends in hole %1, marked on the board.</source>
        <translation>ينتهي وتده الأخير في الثقب %1، المعلَّم على اللوحة.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="79"/>
        <source>Move the ring from hole to hole</source>
        <translation>حرّك الحلقة من ثقب إلى ثقب</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="80"/>
        <source>Pick up the peg under the ring; on a lit hole, jump there</source>
        <translation>التقط الوتد تحت الحلقة؛ وعلى ثقب مضاء، اقفز إليه</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="81"/>
        <source>Put the peg back, or stop choosing a hole</source>
        <translation>أعد الوتد، أو توقف عن اختيار ثقب</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="82"/>
        <source>Move the ring over the board&apos;s cells</source>
        <translation>حرّك الحلقة فوق خانات اللوحة</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="83"/>
        <source>Put a peg in or take it out; with the Holes tool, drill or fill a hole</source>
        <translation>ضع وتدًا أو أخرجه؛ وبأداة الثقوب، احفر ثقبًا أو اردمه</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="38"/>
        <source>&amp;Roller-Board…</source>
        <translation>رولر بورد (&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="48"/>
        <source>Click tiles, or press Space on the cursor&apos;s tile, to turn them between 0 and 1; uncheck (Done) to play the board you made</source>
        <translation>انقر البلاطات، أو اضغط المسافة على بلاطة المؤشر، لقلبها بين 0 و1؛ أزل التحديد عن (تم) لتلعب اللوحة التي صممتها</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="49"/>
        <source>Click the arrows at the ends of a row or column, or drag a tile along it, to roll it until every 1 sits on the gold top row. On the keyboard, the arrows move a cursor and Shift+arrow rolls its row or column.</source>
        <translation>انقر الأسهم عند طرفي صف أو عمود، أو اسحب بلاطة على امتداده، لدحرجته حتى يستقر كل 1 في الصف العلوي الذهبي. بلوحة المفاتيح، تحرّك الأسهمُ مؤشرًا وShift+سهم يدحرج صفه أو عموده.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="54"/>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="57"/>
        <source>Move the cursor from tile to tile</source>
        <translation>حرّك المؤشر من بلاطة إلى بلاطة</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="55"/>
        <source>Roll the cursor&apos;s row left or right</source>
        <translation>دحرج صف المؤشر يسارًا أو يمينًا</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="56"/>
        <source>Roll the cursor&apos;s column up or down</source>
        <translation>دحرج عمود المؤشر أعلى أو أسفل</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="58"/>
        <source>Turn the cursor&apos;s tile between 0 and 1</source>
        <translation>اقلب بلاطة المؤشر بين 0 و1</translation>
    </message>
</context>
<context>
    <name>Family</name>
    <message numerus="yes">
        <location filename="../src/core/common/registry.cpp" line="138"/>
        <location filename="../src/ui/printing/printpage.cpp" line="70"/>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="180"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n نقلة</numerusform>
            <numerusform>%n نقلة</numerusform>
            <numerusform>%n نقلتان</numerusform>
            <numerusform>%n نقلات</numerusform>
            <numerusform>%n نقلة</numerusform>
            <numerusform>%n نقلة</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfamily.cpp" line="14"/>
        <source>Fifteen</source>
        <translation>الخمسة عشر</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfamily.cpp" line="18"/>
        <source>Slide the tiles back into order, on boards from 3 x 3 to 9 x 9.</source>
        <translation>أزِح البلاطات لتعيدها إلى ترتيبها، على لوحات من 3 × 3 إلى 9 × 9.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfamily.cpp" line="14"/>
        <source>Nim</source>
        <translation>نيم</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfamily.cpp" line="18"/>
        <source>Take stones from the heaps in turn against a computer that plays perfectly; the last stone decides the game.</source>
        <translation>خذ أحجارًا من الأكوام بالتناوب مع حاسوب يلعب بإتقان؛ الحجر الأخير يحسم اللعبة.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="25"/>
        <source>Peg solitaire</source>
        <translation>سوليتير الأوتاد</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="41"/>
        <source>Jump pegs over one another until a single one is left, on the triangle, a rectangle, the English, European or Wiegleb board, the diamond, or a board you draw.</source>
        <translation>اقفز بالأوتاد بعضها فوق بعض حتى يبقى واحد فقط، على المثلث أو المستطيل أو اللوحة الإنجليزية أو الأوروبية أو لوحة فيغليب أو المعيّن، أو لوحة ترسمها.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfamily.cpp" line="14"/>
        <source>Roller-Board</source>
        <translation>رولر بورد</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfamily.cpp" line="20"/>
        <source>Roll rows and columns round until every one is on the top row.</source>
        <translation>دحرج الصفوف والأعمدة حتى يصير كل 1 في الصف العلوي.</translation>
    </message>
</context>
<context>
    <name>FifteenDesignPanel</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="95"/>
        <source>Solvable, but solved already: swap two tiles, or Shuffle, to make a puzzle.</source>
        <translation>قابلة للحل، لكنها محلولة أصلًا: بدّل بلاطتين، أو اخلط، لتصنع لغزًا.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="97"/>
        <source>Solvable: Done starts this board.</source>
        <translation>قابلة للحل: «تم» تبدأ هذه اللوحة.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="111"/>
        <source>Click a tile or the blank, then another: the two swap places. On the keyboard, the arrows move a cursor and Space picks.</source>
        <translation>انقر بلاطة أو الخانة الفارغة، ثم أخرى: تتبادلان مكانيهما. بلوحة المفاتيح، تحرّك الأسهم مؤشرًا والمسافة تلتقط.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="112"/>
        <source>&amp;Tiles a side:</source>
        <translation>البلاطات في الضلع (&amp;T):</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="113"/>
        <source>S&amp;olved Position</source>
        <translation>الوضع المحلول (&amp;O)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="114"/>
        <source>Every tile home, the blank in the bottom-right corner</source>
        <translation>كل بلاطة في مكانها، والخانة الفارغة في الزاوية اليمنى السفلى</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="115"/>
        <source>Sh&amp;uffle</source>
        <translation>خلط (&amp;U)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesignpanel.cpp" line="116"/>
        <source>A random board the rules can solve</source>
        <translation>لوحة عشوائية يمكن حلّها وفق القواعد</translation>
    </message>
</context>
<context>
    <name>FifteenDesigner</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="22"/>
        <source>Swap Tiles</source>
        <translation>تبديل بلاطتين</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="29"/>
        <source>Resize</source>
        <translation>تغيير الحجم</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="34"/>
        <source>Solved Position</source>
        <translation>الوضع المحلول</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendesigner.cpp" line="39"/>
        <source>Shuffle</source>
        <translation>خلط</translation>
    </message>
</context>
<context>
    <name>FifteenDialog</name>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="31"/>
        <source>New Fifteen Game</source>
        <translation>لعبة خمسة عشر جديدة</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="38"/>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="39"/>
        <source> × %1</source>
        <translation> × %1</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="41"/>
        <source>&amp;Counting down (the classic start)</source>
        <translation>عدّ تنازلي (البداية الكلاسيكية) (&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="43"/>
        <source>The tiles from the highest down to 1, blank last; 1 and 2 are swapped when the board has an even number of cells, or it could not be solved.</source>
        <translation>البلاطات من الأعلى نزولًا إلى 1، والخانة الفارغة أخيرًا؛ تُبدَّل 1 و2 حين يكون عدد خانات اللوحة زوجيًا، وإلا تعذّر حلّها.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="45"/>
        <source>&amp;Random shuffle (always solvable)</source>
        <translation>خلط عشوائي (قابل للحل دائمًا) (&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="47"/>
        <source>Every solvable layout is equally likely.</source>
        <translation>كل ترتيب قابل للحل له الاحتمال نفسه.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="55"/>
        <source> slides</source>
        <translation> إزاحة</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="65"/>
        <source>&amp;Fewest slides:</source>
        <translation>أقل الإزاحات (&amp;F):</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="66"/>
        <source>A board whose fewest slides are exactly that many. 3 × 3: easy 8 to 15 slides, medium 16 to 24, hard 25 to 31. 4 × 4: easy 14 to 25, medium 26 to 39, hard 40 to 50; the first 4 × 4 builds the solver&apos;s tables (a few seconds, once).</source>
        <translation>لوحة أقل عدد إزاحات لها هو هذا العدد بالضبط. 3 × 3: سهل من 8 إلى 15 إزاحة، متوسط من 16 إلى 24، صعب من 25 إلى 31. 4 × 4: سهل من 14 إلى 25، متوسط من 26 إلى 39، صعب من 40 إلى 50؛ أول 4 × 4 يبني جداول الحلّال (بضع ثوانٍ، مرة واحدة).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="71"/>
        <source>&amp;Slides from the goal:</source>
        <translation>الإزاحات من الهدف (&amp;S):</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="72"/>
        <source>On 5 × 5 and larger boards, that many random slides from the goal. It may be solved in fewer: nothing proves the fewest on a board this large.</source>
        <translation>على لوحات 5 × 5 وأكبر، هذا العدد من الإزاحات العشوائية انطلاقًا من الهدف. قد تُحل بأقل: لا شيء يُثبت العدد الأقل على لوحة بهذا الحجم.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="86"/>
        <source>Board &amp;size:</source>
        <translation>حجم اللوحة (&amp;S):</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteendialog.cpp" line="94"/>
        <source>Start:</source>
        <translation>البداية:</translation>
    </message>
</context>
<context>
    <name>FifteenInput</name>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="12"/>
        <source>That is the blank: click a tile in its row or column to slide it there.</source>
        <translation>هذه هي الخانة الفارغة: انقر بلاطة في صفها أو عمودها لتزيحها إليها.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="17"/>
        <source>Tile %1 is not in line with the blank: click a tile in the blank&apos;s row or column.</source>
        <translation>البلاطة %1 ليست على خط الخانة الفارغة: انقر بلاطة في صف الفارغة أو عمودها.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="44"/>
        <source>No tile can slide that way: the blank is at the edge.</source>
        <translation>لا يمكن لأي بلاطة الانزلاق في هذا الاتجاه: الخانة الفارغة عند الحافة.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="77"/>
        <source>The blank is picked: move the cursor to a tile and press Space to swap it with the blank.</source>
        <translation>التُقطت الخانة الفارغة: حرّك المؤشر إلى بلاطة واضغط المسافة لتبديلها مع الفارغة.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="78"/>
        <source>Tile %1 is picked: move the cursor to another tile, or the blank, and press Space to swap the two.</source>
        <translation>التُقطت البلاطة %1: حرّك المؤشر إلى بلاطة أخرى، أو إلى الفارغة، واضغط المسافة لتبديل الاثنتين.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="82"/>
        <source>The blank is picked: click a tile to swap it with the blank.</source>
        <translation>التُقطت الخانة الفارغة: انقر بلاطة لتبديلها مع الفارغة.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteeninput.cpp" line="83"/>
        <source>Tile %1 is picked: click another tile, or the blank, to swap the two.</source>
        <translation>التُقطت البلاطة %1: انقر بلاطة أخرى، أو الفارغة، لتبديل الاثنتين.</translation>
    </message>
</context>
<context>
    <name>FifteenPictureOptions</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="145"/>
        <source>&amp;Picture on Tiles</source>
        <translation>صورة على البلاطات (&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="146"/>
        <source>&amp;Numbers on Tiles</source>
        <translation>أرقام على البلاطات (&amp;N)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="154"/>
        <source>&amp;None</source>
        <translation>بلا (&amp;N)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="161"/>
        <source>&amp;Open Image…</source>
        <translation>فتح صورة (&amp;O)…</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="204"/>
        <source>Cannot Show the Picture</source>
        <translation>يتعذّر عرض الصورة</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="216"/>
        <source>Open Picture for Tiles</source>
        <translation>فتح صورة للبلاطات</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="237"/>
        <source>Greyed: without a picture the tiles always show their numbers. Choose one under Picture on Tiles first.</source>
        <translation>معطّل: من دون صورة تُظهر البلاطات أرقامها دائمًا. اختر صورة أولًا من «صورة على البلاطات».</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="239"/>
        <source>Numbers on the picture&apos;s tiles</source>
        <translation>أرقام على بلاطات الصورة</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteenpictureoptions.cpp" line="274"/>
        <source>The tiles show numbers, not the picture: %1</source>
        <translation>تُظهر البلاطات أرقامًا لا الصورة: %1</translation>
    </message>
</context>
<context>
    <name>FifteenScene</name>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="19"/>
        <source>Row %1, column %2: blank</source>
        <translation>الصف %1، العمود %2: فارغة</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="21"/>
        <source>Row %1, column %2: tile %3, in place</source>
        <translation>الصف %1، العمود %2: البلاطة %3، في مكانها</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/fifteencells.cpp" line="26"/>
        <source>Row %1, column %2: tile %3</source>
        <translation>الصف %1، العمود %2: البلاطة %3</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="208"/>
        <source>Open Game or Board</source>
        <translation>فتح لعبة أو لوحة</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="217"/>
        <location filename="../src/ui/files/refusalbox.cpp" line="21"/>
        <source>Cannot Open File</source>
        <translation>يتعذّر فتح الملف</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="218"/>
        <location filename="../src/ui/files/refusalbox.cpp" line="22"/>
        <source>The file could not be opened; the current game is unchanged.

%1</source>
        <translation>تعذّر فتح الملف؛ اللعبة الحالية لم تتغيّر.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="230"/>
        <source>%1 was not opened; the current game is unchanged.</source>
        <translation>لم يُفتح %1؛ اللعبة الحالية لم تتغيّر.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="236"/>
        <source>Open %1</source>
        <translation>فتح %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="241"/>
        <source>Opened %1</source>
        <translation>فُتح %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="255"/>
        <location filename="../src/ui/files/fileactions.cpp" line="274"/>
        <source>Cannot Save Game</source>
        <translation>يتعذّر حفظ اللعبة</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="259"/>
        <location filename="../src/ui/files/fileactions.cpp" line="280"/>
        <source>Saved %1</source>
        <translation>حُفظ %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="273"/>
        <source>Save Game As</source>
        <translation>حفظ اللعبة باسم</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="289"/>
        <location filename="../src/ui/files/fileactions.cpp" line="296"/>
        <source>Cannot Save Board</source>
        <translation>يتعذّر حفظ اللوحة</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="289"/>
        <source>The board cannot be saved yet.

%1</source>
        <translation>لا يمكن حفظ اللوحة بعد.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="295"/>
        <source>Save Board As</source>
        <translation>حفظ اللوحة باسم</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="301"/>
        <source>Saved the board to %1</source>
        <translation>حُفظت اللوحة في %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="331"/>
        <source>There is no board to export.</source>
        <translation>لا توجد لوحة لتصديرها.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="339"/>
        <source>Export Board as Image</source>
        <translation>تصدير اللوحة صورةً</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="339"/>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>صور PNG (*.png);;رسوم SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="341"/>
        <source>Cannot Export Board</source>
        <translation>يتعذّر تصدير اللوحة</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="343"/>
        <source>Exported the board to %1</source>
        <translation>صُدّرت اللوحة إلى %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="348"/>
        <source>Export Moves as Text</source>
        <translation>تصدير النقلات نصًّا</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="348"/>
        <source>Text files (*.txt)</source>
        <translation>ملفات نصية (*.txt)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="349"/>
        <source>Cannot Export Moves</source>
        <translation>يتعذّر تصدير النقلات</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="358"/>
        <source>Exported the moves to %1</source>
        <translation>صُدّرت النقلات إلى %1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="365"/>
        <source>Copied the board to the clipboard.</source>
        <translation>نُسخت اللوحة إلى الحافظة.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="373"/>
        <source>The clipboard holds no text.</source>
        <translation>لا تحتوي الحافظة على نص.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="375"/>
        <source>The clipboard holds more text than any board file (over %1).</source>
        <translation>تحتوي الحافظة على نص أكثر من أي ملف لوحة (أكثر من %1).</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="383"/>
        <source>Cannot Paste Board</source>
        <translation>يتعذّر لصق اللوحة</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="383"/>
        <source>The clipboard does not hold a board.

%1</source>
        <translation>لا تحتوي الحافظة على لوحة.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="388"/>
        <source>Paste Board</source>
        <translation>لصق لوحة</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="390"/>
        <source>Pasted a board that is already solved: %1.</source>
        <translation>لُصقت لوحة محلولة أصلًا: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="391"/>
        <source>Pasted a board: %1.</source>
        <translation>لُصقت لوحة: %1.</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <location filename="../src/ui/window/fullscreen.cpp" line="27"/>
        <source>&amp;Full Screen</source>
        <translation>ملء الشاشة (&amp;F)</translation>
    </message>
    <message>
        <location filename="../src/ui/window/fullscreen.cpp" line="28"/>
        <source>Fill the screen with the window, without its frame; again to leave</source>
        <translation>املأ الشاشة بالنافذة، دون إطارها؛ ومرة أخرى للخروج</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="27"/>
        <source>Puzzlebox games (*.%1)</source>
        <translation>ألعاب Puzzlebox (*.%1)</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="67"/>
        <source>Cannot write %1: %2</source>
        <translation>تتعذّر الكتابة في %1: %2</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="70"/>
        <source>It would take %1 bytes, more than the %2 a file may have</source>
        <translation>سيستغرق %1 بايت، أكثر من الحد %2 المسموح للملف</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="74"/>
        <source>Cannot create the folder</source>
        <translation>يتعذّر إنشاء المجلد</translation>
    </message>
    <message>
        <location filename="../src/service/gamefiles.cpp" line="161"/>
        <source>Games and boards (%1)</source>
        <translation>الألعاب واللوحات (%1)</translation>
    </message>
</context>
<context>
    <name>GameIdActions</name>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="29"/>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="94"/>
        <source>Cannot Enter Game ID</source>
        <translation>يتعذّر إدخال معرّف اللعبة</translation>
    </message>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="30"/>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="95"/>
        <source>The game ID could not be read; the current game is unchanged.

%1</source>
        <translation>تعذّرت قراءة معرّف اللعبة؛ اللعبة الحالية لم تتغيّر.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="60"/>
        <source>Copied the game ID %1 to the clipboard.</source>
        <translation>نُسخ معرّف اللعبة %1 إلى الحافظة.</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="70"/>
        <source>Enter Game ID</source>
        <translation>إدخال معرّف لعبة</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="71"/>
        <source>Started the game of ID %1: %2.</source>
        <translation>بدأت اللعبة ذات المعرّف %1: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="114"/>
        <source>Game ID: %1</source>
        <translation>معرّف اللعبة: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="119"/>
        <source>&amp;Copy Game ID</source>
        <translation>نسخ معرّف اللعبة (&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="120"/>
        <source>Put the ID of the position on screen on the clipboard, to share the puzzle</source>
        <translation>ضع معرّف الوضع المعروض في الحافظة، لمشاركة اللغز</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="121"/>
        <source>Enter &amp;Game ID…</source>
        <translation>إدخال معرّف لعبة (&amp;G)…</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameidactions.cpp" line="122"/>
        <source>Play the puzzle a game ID names</source>
        <translation>العب اللغز الذي يسمّيه معرّف لعبة</translation>
    </message>
</context>
<context>
    <name>GameIdDialog</name>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="18"/>
        <source>Enter Game ID</source>
        <translation>إدخال معرّف لعبة</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="19"/>
        <source>Type or paste a game ID (for example %1):</source>
        <translation>اكتب معرّف لعبة أو الصقه (مثلًا %1):</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="50"/>
        <source>Cannot Enter Game ID</source>
        <translation>يتعذّر إدخال معرّف اللعبة</translation>
    </message>
    <message>
        <location filename="../src/ui/sharing/gameiddialog.cpp" line="51"/>
        <source>The game ID could not be read; the current game is unchanged.

%1</source>
        <translation>تعذّرت قراءة معرّف اللعبة؛ اللعبة الحالية لم تتغيّر.

%1</translation>
    </message>
</context>
<context>
    <name>GameIds</name>
    <message>
        <location filename="../src/service/gameids.cpp" line="38"/>
        <source>The game ID ends too early, after character %1: %2.</source>
        <translation>ينتهي معرّف اللعبة مبكرًا، بعد المحرف %1: %2.</translation>
    </message>
    <message>
        <location filename="../src/service/gameids.cpp" line="40"/>
        <source>The game ID is not valid at character %1, &apos;%2&apos;: %3.</source>
        <translation>معرّف اللعبة غير صالح عند المحرف %1، &apos;%2&apos;: %3.</translation>
    </message>
</context>
<context>
    <name>GameOverOffer</name>
    <message>
        <location filename="../src/ui/records/gameoveroffer.cpp" line="44"/>
        <source>Play Again</source>
        <translation>العب مجددًا</translation>
    </message>
    <message>
        <location filename="../src/ui/records/gameoveroffer.cpp" line="45"/>
        <source>New Game</source>
        <translation>لعبة جديدة</translation>
    </message>
</context>
<context>
    <name>GamePause</name>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="89"/>
        <source>&amp;Pause</source>
        <translation>إيقاف مؤقت (&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="90"/>
        <source>Hide the board and stop the clock; P again resumes</source>
        <translation>أخفِ اللوحة وأوقف الساعة؛ الضغط على P مجددًا يستأنف</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="91"/>
        <location filename="../src/ui/pause/gamepause.cpp" line="95"/>
        <source>Paused</source>
        <translation>متوقفة مؤقتًا</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="92"/>
        <source>The board is hidden and the clock stopped. Press %1 or Resume to go on.</source>
        <translation>اللوحة مخفية والساعة متوقفة. اضغط %1 أو «استئناف» للمتابعة.</translation>
    </message>
    <message>
        <location filename="../src/ui/pause/gamepause.cpp" line="94"/>
        <source>&amp;Resume</source>
        <translation>استئناف (&amp;R)</translation>
    </message>
</context>
<context>
    <name>GamePrinter</name>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="33"/>
        <source>the printer</source>
        <translation>الطابعة</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="60"/>
        <source>Print &amp;Board…</source>
        <translation>طباعة اللوحة (&amp;B)…</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="61"/>
        <source>Print the board on one page, with its solution if you choose</source>
        <translation>اطبع اللوحة على صفحة واحدة، مع حلّها إن شئت</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="62"/>
        <source>Print Previe&amp;w…</source>
        <translation>معاينة الطباعة (&amp;W)…</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="63"/>
        <source>See the page Print Board would print before printing it</source>
        <translation>اطّلع على الصفحة التي ستطبعها «طباعة اللوحة» قبل طباعتها</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="101"/>
        <location filename="../src/ui/printing/gameprinter.cpp" line="128"/>
        <source>Cannot Print</source>
        <translation>تتعذّر الطباعة</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="101"/>
        <source>The board cannot be printed yet.

%1</source>
        <translation>لا يمكن طباعة اللوحة بعد.

%1</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="108"/>
        <source>The printer %1 is not available. Choose another printer, or print to a PDF file.</source>
        <translation>الطابعة %1 غير متاحة. اختر طابعة أخرى، أو اطبع إلى ملف PDF.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="112"/>
        <source>Cannot print to %1. Check that the printer is ready, or that the folder of the file exists and may be written to.</source>
        <translation>تتعذّر الطباعة إلى %1. تحقّق من أن الطابعة جاهزة، أو أن مجلد الملف موجود وتمكن الكتابة فيه.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="118"/>
        <source>Printing to %1 did not finish.</source>
        <translation>لم تكتمل الطباعة إلى %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="135"/>
        <source>Include the &amp;solution</source>
        <translation>تضمين الحل (&amp;S)</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="139"/>
        <source>List the moves of the solution from this board below it.</source>
        <translation>اسرد نقلات الحل من هذه اللوحة أسفلها.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="140"/>
        <source>No solution from this board is known: Solve finds one.</source>
        <translation>لا يُعرف حل من هذه اللوحة: «حلّ» يجد واحدًا.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="166"/>
        <source>Print Board</source>
        <translation>طباعة اللوحة</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/gameprinter.cpp" line="191"/>
        <source>Print Preview</source>
        <translation>معاينة الطباعة</translation>
    </message>
</context>
<context>
    <name>GameReviewer</name>
    <message>
        <location filename="../src/ui/coach/gamereviewer.cpp" line="33"/>
        <source>Review &amp;Moves…</source>
        <translation>مراجعة النقلات (&amp;M)…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/gamereviewer.cpp" line="34"/>
        <source>Step through the game&apos;s moves with the coach&apos;s marks: where the goal was lost, which moves cost extra</source>
        <translation>تصفّح نقلات اللعبة مع علامات المدرّب: أين ضاع الهدف، وأي النقلات كلّفت أكثر</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../src/service/gamesession.cpp" line="27"/>
        <source>Restart</source>
        <translation>إعادة البدء</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="30"/>
        <source>Move %1</source>
        <translation>النقلة %1</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="35"/>
        <source>Move %1 and answer %2</source>
        <translation>النقلة %1 والرد %2</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="37"/>
        <source>Moves %1</source>
        <translation>النقلات %1</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="186"/>
        <source>There is no game to play a move in.</source>
        <translation>لا توجد لعبة تُلعب فيها نقلة.</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="191"/>
        <source>The game is won: Undo, Play Again or New Game.</source>
        <translation>اللعبة محسومة بالفوز: تراجع، أو العب مجددًا، أو لعبة جديدة.</translation>
    </message>
    <message>
        <location filename="../src/service/gamesession.cpp" line="299"/>
        <location filename="../src/service/gamesession.cpp" line="308"/>
        <source>New Game</source>
        <translation>لعبة جديدة</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="19"/>
        <location filename="../src/ui/history/historyactions.cpp" line="108"/>
        <source>&amp;Undo</source>
        <translation>تراجع (&amp;U)</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="20"/>
        <location filename="../src/ui/history/historyactions.cpp" line="109"/>
        <source>&amp;Redo</source>
        <translation>إعادة (&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="108"/>
        <source>&amp;Undo %1</source>
        <translation>تراجع عن %1 (&amp;U)</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="109"/>
        <source>&amp;Redo %1</source>
        <translation>إعادة %1 (&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="110"/>
        <source>Undo</source>
        <translation>تراجع</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="111"/>
        <source>Redo</source>
        <translation>إعادة</translation>
    </message>
</context>
<context>
    <name>KeptGame</name>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="45"/>
        <source>Restore the Game from Last Time?</source>
        <translation>استعادة لعبة المرة السابقة؟</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="46"/>
        <source>Puzzlebox did not finish starting last time: it stopped while restoring the game in progress, which may be the cause.</source>
        <translation>لم يكتمل تشغيل Puzzlebox في المرة السابقة: توقف أثناء استعادة اللعبة الجارية، وقد تكون هي السبب.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="49"/>
        <source>Set that game aside to start with a new one (it is kept under a new name beside it in %1), or try to restore it once more.</source>
        <translation>ضع تلك اللعبة جانبًا لتبدأ بلعبة جديدة (تُحفظ باسم جديد بجانبها في %1)، أو حاول استعادتها مرة أخرى.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="52"/>
        <source>Set Game Aside</source>
        <translation>وضع اللعبة جانبًا</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="53"/>
        <source>Restore Again</source>
        <translation>الاستعادة مجددًا</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="61"/>
        <source>The game from last time could not be set aside, so it is restored once more.</source>
        <translation>تعذّر وضع لعبة المرة السابقة جانبًا، لذا تُستعاد مرة أخرى.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="62"/>
        <source>The game from last time is kept as %1; a new game begins.</source>
        <translation>حُفظت لعبة المرة السابقة باسم %1؛ تبدأ لعبة جديدة.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="80"/>
        <source>Quit Without the Game in Progress?</source>
        <translation>الخروج دون اللعبة الجارية؟</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="82"/>
        <source>If Puzzlebox quits now, the moves since the game was last kept are lost. Keep Trying writes it once more; Save As… saves it in a file of your choice.</source>
        <translation>إن أُغلق Puzzlebox الآن، تضيع النقلات منذ آخر حفظ للعبة. «مواصلة المحاولة» تكتبها مرة أخرى؛ و«حفظ باسم…» يحفظها في ملف تختاره.</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="84"/>
        <source>Keep Trying</source>
        <translation>مواصلة المحاولة</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="85"/>
        <source>Save As…</source>
        <translation>حفظ باسم…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/keptgame.cpp" line="86"/>
        <source>Quit Anyway</source>
        <translation>الخروج على أي حال</translation>
    </message>
</context>
<context>
    <name>KeyboardShortcuts</name>
    <message>
        <location filename="../src/ui/editing/boardediting.cpp" line="40"/>
        <source>while a board is being designed</source>
        <translation>أثناء تصميم لوحة</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="162"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>اختصارات لوحة المفاتيح (&amp;K)</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="163"/>
        <source>Every key of the menus and of each puzzle&apos;s board</source>
        <translation>كل مفاتيح القوائم ولوحة كل لغز</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="41"/>
        <source>while the solver searches or a solution plays</source>
        <translation>أثناء بحث الحلّال أو عرض حل</translation>
    </message>
</context>
<context>
    <name>KeyboardShortcutsDialog</name>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="63"/>
        <source>%1 (%2)</source>
        <comment>a menu entry and when its key applies</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="81"/>
        <source>Keyboard Shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="83"/>
        <source>The keys of the menus work anywhere in the window. The keys of a board work while the board has the focus: click it, or press Tab until it shows.</source>
        <translation>تعمل مفاتيح القوائم في أي مكان من النافذة. وتعمل مفاتيح اللوحة ما دام التركيز على اللوحة: انقرها، أو اضغط Tab حتى يظهر.</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="88"/>
        <source>Keys</source>
        <translation>المفاتيح</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="88"/>
        <source>What they do</source>
        <translation>ما تفعله</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="92"/>
        <source>Keyboard shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="123"/>
        <source>Menu %1</source>
        <translation>قائمة %1</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="136"/>
        <source>On the board: %1</source>
        <translation>على اللوحة: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/help/keyboardshortcuts.cpp" line="140"/>
        <source>In the Board Designer: %1</source>
        <translation>في مصمّم اللوحات: %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../src/ui/settings/language.cpp" line="71"/>
        <source>&amp;Language</source>
        <translation>اللغة (&amp;L)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/language.cpp" line="73"/>
        <source>&amp;System Default</source>
        <translation>لغة النظام (&amp;S)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../forms/mainwindow.ui" line="9"/>
        <source>Puzzlebox</source>
        <translation>Puzzlebox</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="14"/>
        <source>&amp;Game</source>
        <translation>اللعبة (&amp;G)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="39"/>
        <source>&amp;Edit</source>
        <translation>تحرير (&amp;E)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="52"/>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="22"/>
        <source>&amp;Solve</source>
        <translation>حلّ (&amp;S)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="70"/>
        <source>&amp;View</source>
        <translation>عرض (&amp;V)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="73"/>
        <source>&amp;Help</source>
        <translation>مساعدة (&amp;H)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="86"/>
        <source>Main Toolbar</source>
        <translation>شريط الأدوات الرئيسي</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="103"/>
        <source>&amp;Statistics…</source>
        <translation>الإحصاءات (&amp;S)…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="104"/>
        <source>Your records on every board played: games, solves, fewest moves, best times</source>
        <translation>أرقامك القياسية على كل لوحة لعبتها: الألعاب، والحلول، وأقل النقلات، وأفضل الأوقات</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="115"/>
        <source>Edit &amp;Board</source>
        <translation>تحرير اللوحة (&amp;B)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="116"/>
        <source>Change the board freely; uncheck (Done) to play the board you made</source>
        <translation>غيّر اللوحة بحرية؛ أزل التحديد عن (تم) لتلعب اللوحة التي صممتها</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="119"/>
        <source>&amp;Preferences…</source>
        <translation>التفضيلات (&amp;P)…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="129"/>
        <source>&amp;Quit</source>
        <translation>خروج (&amp;Q)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="150"/>
        <source>&amp;Rules</source>
        <translation>القواعد (&amp;R)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="153"/>
        <source>&amp;About Puzzlebox</source>
        <translation>عن Puzzlebox (&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="114"/>
        <source>&amp;New</source>
        <translation>جديدة (&amp;N)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="115"/>
        <source>Open &amp;Recent</source>
        <translation>فتح الأخيرة (&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="117"/>
        <source>&amp;Open…</source>
        <translation>فتح (&amp;O)…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="118"/>
        <source>Sa&amp;ve</source>
        <translation>حفظ (&amp;V)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="119"/>
        <source>Save the game to the file it came from; the first time, choose where</source>
        <translation>احفظ اللعبة في الملف الذي أتت منه؛ وفي المرة الأولى، اختر مكانه</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="120"/>
        <source>Save &amp;As…</source>
        <translation>حفظ باسم (&amp;A)…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="121"/>
        <source>&amp;Export Moves as Text…</source>
        <translation>تصدير النقلات نصًّا (&amp;E)…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="122"/>
        <source>Save the moves played (and the solution shown) as a text file</source>
        <translation>احفظ النقلات الملعوبة (والحل المعروض) في ملف نصي</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="123"/>
        <source>Export Board as &amp;Image…</source>
        <translation>تصدير اللوحة صورةً (&amp;I)…</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="124"/>
        <source>Save a picture of the board as PNG or SVG</source>
        <translation>احفظ صورة للوحة بصيغة PNG أو SVG</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="125"/>
        <source>&amp;Copy Board as Text</source>
        <translation>نسخ اللوحة نصًّا (&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="126"/>
        <source>Copy the current position to the clipboard as text</source>
        <translation>انسخ الوضع الحالي إلى الحافظة نصًّا</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="127"/>
        <source>P&amp;aste Board</source>
        <translation>لصق لوحة (&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/ui/files/fileactions.cpp" line="128"/>
        <source>Start a new game from a board copied as text, in any board file format</source>
        <translation>ابدأ لعبة جديدة من لوحة منسوخة نصًّا، بأي صيغة من صيغ ملفات اللوحات</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="96"/>
        <source>Res&amp;tart</source>
        <translation>إعادة البدء (&amp;T)</translation>
    </message>
    <message>
        <location filename="../src/ui/history/historyactions.cpp" line="97"/>
        <source>Go back to the start of this game</source>
        <translation>عُد إلى بداية هذه اللعبة</translation>
    </message>
    <message>
        <location filename="../src/ui/mainwindow.cpp" line="108"/>
        <location filename="../src/ui/mainwindow.cpp" line="326"/>
        <source>Board</source>
        <translation>اللوحة</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="118"/>
        <source>F&amp;irst Step</source>
        <translation>الخطوة الأولى (&amp;I)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="119"/>
        <source>Step &amp;Back</source>
        <translation>خطوة إلى الخلف (&amp;B)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="120"/>
        <source>Step &amp;Forward</source>
        <translation>خطوة إلى الأمام (&amp;F)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="121"/>
        <source>&amp;Last Step</source>
        <translation>الخطوة الأخيرة (&amp;L)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="124"/>
        <source>&amp;Hint</source>
        <translation>تلميح (&amp;H)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="124"/>
        <source>Play the first move of a solution</source>
        <translation>العب النقلة الأولى من حل</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="125"/>
        <source>S&amp;top</source>
        <translation>إيقاف (&amp;T)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="125"/>
        <source>Stop the solver</source>
        <translation>أوقف الحلّال</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="23"/>
        <source>Find a solution from the current position</source>
        <translation>ابحث عن حل من الوضع الحالي</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="25"/>
        <source>Look for a Sho&amp;rter Solution</source>
        <translation>البحث عن حل أقصر (&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="26"/>
        <source>Keep shortening the solution shown in the background until you choose Stop</source>
        <translation>واصل تقصير الحل المعروض في الخلفية حتى تختار «إيقاف»</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="28"/>
        <source>Fewest &amp;Moves</source>
        <translation>أقل النقلات (&amp;M)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="29"/>
        <source>Find a solution in the fewest moves, a move being one piece&apos;s steps in a row, and prove that none is shorter</source>
        <translation>ابحث عن حل بأقل النقلات، والنقلة هي خطوات قطعة واحدة متتالية، وأثبت أن لا حل أقصر</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="32"/>
        <source>Where Can It &amp;Finish?</source>
        <translation>أين يمكن أن ينتهي؟ (&amp;F)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="33"/>
        <source>Mark every cell a solution can finish in from the current position</source>
        <translation>علّم كل خانة يمكن أن ينتهي فيها حل من الوضع الحالي</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="36"/>
        <source>Solve to a &amp;Chosen Cell…</source>
        <translation>الحل إلى خانة مختارة (&amp;C)…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="37"/>
        <source>Click a cell: find a solution that finishes there</source>
        <translation>انقر خانة: يُبحث عن حل ينتهي فيها</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="40"/>
        <source>F&amp;ewest Moves to a Chosen Cell…</source>
        <translation>أقل النقلات إلى خانة مختارة (&amp;E)…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="41"/>
        <source>Click a cell: find the solution in the fewest moves that finishes there, and prove that none is shorter</source>
        <translation>انقر خانة: يُبحث عن الحل بأقل النقلات الذي ينتهي فيها، ويُثبت أن لا حل أقصر</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="44"/>
        <source>Co&amp;unt Solutions</source>
        <translation>عدّ الحلول (&amp;U)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="45"/>
        <source>Count the distinct solutions from the current position (small boards)</source>
        <translation>عُدّ الحلول المختلفة من الوضع الحالي (اللوحات الصغيرة)</translation>
    </message>
</context>
<context>
    <name>MovesText</name>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="18"/>
        <source>Start:</source>
        <translation>البداية:</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="22"/>
        <source>Moves played: %1</source>
        <translation>النقلات الملعوبة: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/movestext.cpp" line="26"/>
        <source>Solution shown: %n move(s), %1 of them played</source>
        <translation>
            <numerusform>الحل المعروض: %n نقلة، لُعب منها %1</numerusform>
            <numerusform>الحل المعروض: نقلة واحدة (%n)، لُعب منها %1</numerusform>
            <numerusform>الحل المعروض: %n نقلتان، لُعب منهما %1</numerusform>
            <numerusform>الحل المعروض: %n نقلات، لُعب منها %1</numerusform>
            <numerusform>الحل المعروض: %n نقلة، لُعب منها %1</numerusform>
            <numerusform>الحل المعروض: %n نقلة، لُعب منها %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/movestext.cpp" line="31"/>
        <source>Solution set aside (the position is not on it): %n move(s)</source>
        <translation>
            <numerusform>الحل موضوع جانبًا (الوضع ليس عليه): %n نقلة</numerusform>
            <numerusform>الحل موضوع جانبًا (الوضع ليس عليه): نقلة واحدة (%n)</numerusform>
            <numerusform>الحل موضوع جانبًا (الوضع ليس عليه): %n نقلتان</numerusform>
            <numerusform>الحل موضوع جانبًا (الوضع ليس عليه): %n نقلات</numerusform>
            <numerusform>الحل موضوع جانبًا (الوضع ليس عليه): %n نقلة</numerusform>
            <numerusform>الحل موضوع جانبًا (الوضع ليس عليه): %n نقلة</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="35"/>
        <source>Solver: %1</source>
        <translation>الحلّال: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="36"/>
        <source>Now: %1</source>
        <translation>الآن: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/movestext.cpp" line="46"/>
        <source>Cannot write %1: %2</source>
        <translation>تتعذّر الكتابة في %1: %2</translation>
    </message>
</context>
<context>
    <name>NimHintDialog</name>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="37"/>
        <source>Heap</source>
        <translation>الكومة</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="37"/>
        <source>Stones</source>
        <translation>الأحجار</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="50"/>
        <source>nim-sum</source>
        <translation>مجموع نيم</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="64"/>
        <source>take 1 stone from heap %1</source>
        <translation>خذ حجرًا واحدًا من الكومة %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="65"/>
        <source>take %1 stones from heap %2</source>
        <translation>خذ %1 من أحجار الكومة %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="81"/>
        <source>&lt;p&gt;&lt;b&gt;Misère endgame, and no winning move.&lt;/b&gt; Only single stones are left, %1 of them: an odd number, so whatever you do, you will be the one left with the last stone if the computer plays on perfectly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;نهاية ميزير، ولا نقلة رابحة.&lt;/b&gt; لم يبقَ إلا أحجار مفردة، عددها %1: عدد فردي، فأيًّا كان ما تفعله ستكون أنت من يبقى له الحجر الأخير إن واصل الحاسوب اللعب بإتقان.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="88"/>
        <source>Only single stones are left, an even number of them: take one, and the computer faces an odd number, so it takes the last one.</source>
        <translation>لم يبقَ إلا أحجار مفردة، وعددها زوجي: خذ واحدًا، فيواجه الحاسوب عددًا فرديًا، فيأخذ هو الأخير.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="90"/>
        <source>Only heap %1 has more than one stone. Reduce it to %2 so that an odd number of single stones is left: from then on you take turns taking one, and the computer takes the last.</source>
        <translation>الكومة %1 وحدها فيها أكثر من حجر. أنقصها إلى %2 ليبقى عدد فردي من الأحجار المفردة: بعدها تتناوبان على أخذ واحد، ويأخذ الحاسوب الأخير.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="95"/>
        <source>&lt;p&gt;&lt;b&gt;Misère endgame: %1.&lt;/b&gt; %2 The nim-sum does not decide misère play once at most one heap has two stones or more.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;نهاية ميزير: %1.&lt;/b&gt; %2 لا يحسم مجموع نيم لعب الميزير متى صارت كومة واحدة على الأكثر فيها حجران أو أكثر.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="101"/>
        <source> In misère play this is the right plan as long as two heaps or more have two stones or more; near the end, leave an odd number of single stones instead.</source>
        <translation> في لعب الميزير هذه هي الخطة الصحيحة ما دامت كومتان أو أكثر فيها حجران أو أكثر؛ وقرب النهاية، اترك بدلًا من ذلك عددًا فرديًا من الأحجار المفردة.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="105"/>
        <source> The hint, %1, keeps the game going longest, so the computer has the most turns to slip.</source>
        <translation> التلميح، %1، يطيل اللعبة أكثر ما يمكن، فيكون للحاسوب أكبر عدد من الأدوار ليخطئ.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="109"/>
        <source>&lt;p&gt;&lt;b&gt;The nim-sum is 0: there is no winning move.&lt;/b&gt; Every move changes one heap, which flips at least one column to an odd number of ones, so any move leaves a non-zero nim-sum, and a perfect computer answers by making it 0 again.%1%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;مجموع نيم هو 0: لا توجد نقلة رابحة.&lt;/b&gt; كل نقلة تغيّر كومة واحدة، فتقلب عمودًا واحدًا على الأقل إلى عدد فردي من الآحاد، فأي نقلة تترك مجموع نيم غير صفري، ويردّ الحاسوب المتقن بإعادته إلى 0.%1%2&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="117"/>
        <source>&lt;p&gt;&lt;b&gt;The nim-sum is %1, not 0: you can win. %2.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Heap %3 goes from %4 (%5) to %6 (%7): its size XOR the nim-sum. That flips exactly the tinted columns, so every column ends with an even number of ones and the nim-sum becomes 0. Whatever the computer does next makes it non-zero again, and you can always bring it back to 0, until you take the last stone.%8&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;مجموع نيم هو %1، لا 0: يمكنك الفوز. %2.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;الكومة %3 تصير من %4 (%5) إلى %6 (%7): حجمها XOR مجموع نيم. هذا يقلب الأعمدة الملوّنة بالضبط، فينتهي كل عمود بعدد زوجي من الآحاد ويصير مجموع نيم 0. أيًّا كان ما يفعله الحاسوب بعدها يجعله غير صفري مجددًا، ويمكنك دائمًا إعادته إلى 0، حتى تأخذ الحجر الأخير.%8&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="123"/>
        <source>Take 1 stone from heap %1</source>
        <translation>خذ حجرًا واحدًا من الكومة %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="124"/>
        <source>Take %1 stones from heap %2</source>
        <translation>خذ %1 من أحجار الكومة %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="138"/>
        <source>Why This Hint</source>
        <translation>لماذا هذا التلميح</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="143"/>
        <source>&lt;p&gt;Write each heap&apos;s size in binary and add up every column &lt;i&gt;without carrying&lt;/i&gt;: a column with an odd number of ones gives 1. The result is the &lt;b&gt;nim-sum&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;اكتب حجم كل كومة بالنظام الثنائي واجمع كل عمود &lt;i&gt;دون حمل&lt;/i&gt;: العمود الذي فيه عدد فردي من الآحاد يعطي 1. الناتج هو &lt;b&gt;مجموع نيم&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="147"/>
        <source>&lt;p&gt;The game is over.&lt;/p&gt;</source>
        <translation>&lt;p&gt;انتهت اللعبة.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimhintdialog.cpp" line="149"/>
        <source>&lt;p&gt;It is the computer&apos;s turn.&lt;/p&gt;</source>
        <translation>&lt;p&gt;إنه دور الحاسوب.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NimInput</name>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="12"/>
        <source>This game is over. Game ▸ New ▸ Nim starts the next one.</source>
        <translation>انتهت هذه اللعبة. اللعبة ▸ جديدة ▸ نيم تبدأ التالية.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="14"/>
        <source>Wait a moment: it is the computer&apos;s turn.</source>
        <translation>انتظر لحظة: إنه دور الحاسوب.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/niminput.cpp" line="17"/>
        <source>Click a stone: it and every stone above it are taken.</source>
        <translation>انقر حجرًا: يؤخذ هو وكل حجر فوقه.</translation>
    </message>
</context>
<context>
    <name>NimNewGameDialog</name>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="53"/>
        <source>New Game of Nim</source>
        <translation>لعبة نيم جديدة</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="62"/>
        <source>&amp;Misère: whoever takes the last stone loses</source>
        <translation>ميزير: من يأخذ الحجر الأخير يخسر (&amp;M)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="65"/>
        <source>Perfect: never misses a winning move</source>
        <translation>متقن: لا يفوّت نقلة رابحة أبدًا</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="66"/>
        <source>Fallible: makes a mistake now and then</source>
        <translation>يخطئ: يرتكب خطأ بين حين وآخر</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="70"/>
        <source>&amp;Heaps:</source>
        <translation>الأكوام (&amp;H):</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="71"/>
        <source>Stones:</source>
        <translation>الأحجار:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="73"/>
        <source>Deal heaps:</source>
        <translation>توزيع الأكوام:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="74"/>
        <source>Rules:</source>
        <translation>القواعد:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="75"/>
        <source>&amp;First move:</source>
        <translation>النقلة الأولى (&amp;F):</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="80"/>
        <source>&amp;Computer:</source>
        <translation>الحاسوب (&amp;C):</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="81"/>
        <source>Score:</source>
        <translation>النتيجة:</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="83"/>
        <source>Put at least one stone on the table.</source>
        <translation>ضع حجرًا واحدًا على الأقل على الطاولة.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="86"/>
        <source>&amp;Play</source>
        <translation>العب (&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="114"/>
        <source>Stones in heap %1</source>
        <translation>الأحجار في الكومة %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="127"/>
        <source>&amp;Classic 5, 4, 3</source>
        <translation>الكلاسيكية 5، 4، 3 (&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="128"/>
        <source>&amp;Random Heaps</source>
        <translation>أكوام عشوائية (&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="142"/>
        <source>Easy: 3 heaps of up to 7 stones; medium: 4 of up to 12; hard: 5 of up to 20.</source>
        <translation>سهل: 3 أكوام حتى 7 أحجار؛ متوسط: 4 حتى 12؛ صعب: 5 حتى 20.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="144"/>
        <source>that you can win</source>
        <translation>يمكنك الفوز بها</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="145"/>
        <source>that the computer can win</source>
        <translation>يمكن للحاسوب الفوز بها</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="146"/>
        <source>&amp;Deal</source>
        <translation>وزّع (&amp;D)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="176"/>
        <source>R&amp;eset Score</source>
        <translation>تصفير النتيجة (&amp;E)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="194"/>
        <source>Loser of the last game (the computer)</source>
        <translation>خاسر اللعبة السابقة (الحاسوب)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="196"/>
        <source>You (then the loser of each game)</source>
        <translation>أنت (ثم خاسر كل لعبة)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="198"/>
        <source>Loser of the last game (you)</source>
        <translation>خاسر اللعبة السابقة (أنت)</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="199"/>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="200"/>
        <source>The computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="202"/>
        <source>You %1, the computer %2</source>
        <translation>أنت %1، الحاسوب %2</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="239"/>
        <source>You move first and can win with perfect play.</source>
        <translation>تبدأ أنت ويمكنك الفوز باللعب المتقن.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="240"/>
        <source>You move first, but the computer can win: you lose against perfect play.</source>
        <translation>تبدأ أنت، لكن الحاسوب يمكنه الفوز: تخسر أمام اللعب المتقن.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="242"/>
        <source>The computer moves first and can win: you lose against perfect play.</source>
        <translation>يبدأ الحاسوب ويمكنه الفوز: تخسر أمام اللعب المتقن.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimnewgamedialog.cpp" line="243"/>
        <source>The computer moves first, but you can win with perfect play.</source>
        <translation>يبدأ الحاسوب، لكن يمكنك الفوز باللعب المتقن.</translation>
    </message>
</context>
<context>
    <name>NimScene</name>
    <message>
        <location filename="../src/ui/nim/nimcells.cpp" line="20"/>
        <source>Heap %1, place %2: no stone</source>
        <translation>الكومة %1، الموضع %2: لا حجر</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimcells.cpp" line="28"/>
        <source>Heap %1, stone %2 of %3</source>
        <translation>الكومة %1، الحجر %2 من %3</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="68"/>
        <source>&lt;h3&gt;Nim&lt;/h3&gt;&lt;p&gt;Stones lie in heaps, labelled A, B, C… You and the computer take turns. A move takes one or more stones from a single heap. Whoever takes the last stone wins; in &lt;i&gt;misère&lt;/i&gt; play, whoever takes the last stone loses.&lt;/p&gt;&lt;p&gt;Point at a stone: it and every stone above it light up. Click to take them. The computer answers after a moment, and the banner says what it took.&lt;/p&gt;&lt;p&gt;With the keyboard, Left and Right choose a heap and Up and Down how many stones to take from its top; Space or Enter takes them, and Esc takes the choice back.&lt;/p&gt;&lt;p&gt;The computer plays the perfect strategy: it makes the &lt;b&gt;nim-sum&lt;/b&gt; (the heap sizes added in binary without carrying) zero whenever it can. &lt;b&gt;Hint&lt;/b&gt; works the nim-sum out for you and shows the winning move, if there is one. &lt;b&gt;Solve&lt;/b&gt; shows the line of perfect play for both sides.&lt;/p&gt;&lt;p&gt;The loser of a game starts the next one; the score is kept across games and restarts. Game ▸ New ▸ Nim sets the heaps (1 to 8, of up to 20 stones), misère play, who starts and a fallible computer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;نيم&lt;/h3&gt;&lt;p&gt;الأحجار موزّعة في أكوام مسمّاة A وB وC… تتناوب أنت والحاسوب. النقلة تأخذ حجرًا أو أكثر من كومة واحدة. من يأخذ الحجر الأخير يفوز؛ وفي لعب &lt;i&gt;الميزير&lt;/i&gt;، من يأخذ الحجر الأخير يخسر.&lt;/p&gt;&lt;p&gt;أشِر إلى حجر: يُضاء هو وكل حجر فوقه. انقر لتأخذها. يردّ الحاسوب بعد لحظة، ويبيّن الشريط ما أخذ.&lt;/p&gt;&lt;p&gt;بلوحة المفاتيح، اليسار واليمين يختاران كومة، والأعلى والأسفل عدد الأحجار التي تؤخذ من أعلاها؛ المسافة أو Enter تأخذها، وEsc يتراجع عن الاختيار.&lt;/p&gt;&lt;p&gt;يلعب الحاسوب الاستراتيجية المثلى: يجعل &lt;b&gt;مجموع نيم&lt;/b&gt; (أحجام الأكوام مجموعةً بالنظام الثنائي دون حمل) صفرًا كلما أمكنه. &lt;b&gt;تلميح&lt;/b&gt; يحسب لك مجموع نيم ويبيّن النقلة الرابحة إن وُجدت. &lt;b&gt;حلّ&lt;/b&gt; يبيّن مسار اللعب المتقن للطرفين.&lt;/p&gt;&lt;p&gt;خاسر اللعبة يبدأ التالية؛ وتُحفظ النتيجة عبر الألعاب وإعادات البدء. اللعبة ▸ جديدة ▸ نيم يضبط الأكوام (من 1 إلى 8، حتى 20 حجرًا)، ولعب الميزير، ومن يبدأ، وحاسوبًا يخطئ.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="177"/>
        <source>You win!</source>
        <translation>فزت!</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="177"/>
        <source>The computer wins.</source>
        <translation>فاز الحاسوب.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="179"/>
        <source>The computer is thinking…</source>
        <translation>الحاسوب يفكّر…</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="183"/>
        <source>The computer took 1 stone from heap %1. Your turn.</source>
        <translation>أخذ الحاسوب حجرًا واحدًا من الكومة %1. دورك.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="184"/>
        <source>The computer took %1 stones from heap %2. Your turn.</source>
        <translation>أخذ الحاسوب %1 من أحجار الكومة %2. دورك.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="187"/>
        <source>Your turn: the arrows choose stones, Space takes them.</source>
        <translation>دورك: الأسهم تختار الأحجار، والمسافة تأخذها.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="188"/>
        <source>Your turn: click a stone to take it and all above it.</source>
        <translation>دورك: انقر حجرًا لتأخذه مع كل ما فوقه.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="193"/>
        <source>You %1 : %2 Computer</source>
        <translation>أنت %1 : %2 الحاسوب</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="360"/>
        <source>The computer took 1 stone from heap %1.</source>
        <translation>أخذ الحاسوب حجرًا واحدًا من الكومة %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimscene.cpp" line="361"/>
        <source>The computer took %1 stones from heap %2.</source>
        <translation>أخذ الحاسوب %1 من أحجار الكومة %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="96"/>
        <source>take 1</source>
        <translation>خذ 1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="96"/>
        <source>take %1</source>
        <translation>خذ %1</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="116"/>
        <source>1 stone</source>
        <translation>حجر واحد</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="116"/>
        <source>%1 stones</source>
        <translation>%1 من الأحجار</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="197"/>
        <source>Game ▸ New ▸ Nim starts the next game: you go first.</source>
        <translation>اللعبة ▸ جديدة ▸ نيم تبدأ اللعبة التالية: تبدأ أنت.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="198"/>
        <source>Game ▸ New ▸ Nim starts the next game: the computer goes first.</source>
        <translation>اللعبة ▸ جديدة ▸ نيم تبدأ اللعبة التالية: يبدأ الحاسوب.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="200"/>
        <source>Misère: whoever takes the last stone loses.</source>
        <translation>ميزير: من يأخذ الحجر الأخير يخسر.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="201"/>
        <source>Whoever takes the last stone wins.</source>
        <translation>من يأخذ الحجر الأخير يفوز.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="203"/>
        <source>The computer makes mistakes now and then.</source>
        <translation>يخطئ الحاسوب بين حين وآخر.</translation>
    </message>
    <message>
        <location filename="../src/ui/nim/nimtableitems.cpp" line="204"/>
        <source>The computer plays perfectly.</source>
        <translation>يلعب الحاسوب بإتقان.</translation>
    </message>
</context>
<context>
    <name>PegBuiltInBoards</name>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="9"/>
        <source>Triangle</source>
        <translation>مثلث</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="10"/>
        <source>Rectangle</source>
        <translation>مستطيل</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="11"/>
        <source>English (33 holes)</source>
        <translation>الإنجليزية (33 ثقبًا)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="12"/>
        <source>European (37 holes)</source>
        <translation>الأوروبية (37 ثقبًا)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="13"/>
        <source>Wiegleb (45 holes)</source>
        <translation>فيغليب (45 ثقبًا)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegbuiltinboards.cpp" line="14"/>
        <source>Diamond (41 holes)</source>
        <translation>المعيّن (41 ثقبًا)</translation>
    </message>
</context>
<context>
    <name>PegCells</name>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="31"/>
        <source>Row %1, column %2: no hole</source>
        <translation>الصف %1، العمود %2: لا ثقب</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="34"/>
        <source>Row %1, column %2: hole %3, empty, the picked-up peg can land here</source>
        <translation>الصف %1، العمود %2: الثقب %3، فارغ، يمكن للوتد الملتقط الهبوط هنا</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="36"/>
        <source>Row %1, column %2: hole %3, empty</source>
        <translation>الصف %1، العمود %2: الثقب %3، فارغ</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="39"/>
        <source>Row %1, column %2: hole %3, peg, picked up</source>
        <translation>الصف %1، العمود %2: الثقب %3، وتد، ملتقط</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegcells.cpp" line="40"/>
        <source>Row %1, column %2: hole %3, peg</source>
        <translation>الصف %1، العمود %2: الثقب %3، وتد</translation>
    </message>
</context>
<context>
    <name>PegDesignPanel</name>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="170"/>
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n ثقب</numerusform>
            <numerusform>%n ثقب</numerusform>
            <numerusform>%n ثقبان</numerusform>
            <numerusform>%n ثقوب</numerusform>
            <numerusform>%n ثقبًا</numerusform>
            <numerusform>%n ثقب</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="171"/>
        <source>%n peg(s)</source>
        <translation>
            <numerusform>%n وتد</numerusform>
            <numerusform>%n وتد</numerusform>
            <numerusform>%n وتدان</numerusform>
            <numerusform>%n أوتاد</numerusform>
            <numerusform>%n وتدًا</numerusform>
            <numerusform>%n وتد</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="172"/>
        <source>Holes are numbered in reading order.</source>
        <translation>الثقوب مرقّمة بترتيب القراءة.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="177"/>
        <source>Not playable yet: %1</source>
        <translation>غير قابلة للعب بعد: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="179"/>
        <source>Playable, but solved already: put in another peg to make a puzzle.</source>
        <translation>قابلة للعب، لكنها محلولة أصلًا: ضع وتدًا آخر لتصنع لغزًا.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="181"/>
        <source>Playable: Done starts this board.</source>
        <translation>قابلة للعب: «تم» تبدأ هذه اللوحة.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="195"/>
        <source>A click on the board, or Space on the ring, adds or removes:</source>
        <translation>النقر على اللوحة، أو المسافة على الحلقة، يضيف أو يزيل:</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="196"/>
        <source>&amp;Pegs</source>
        <translation>الأوتاد (&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="197"/>
        <source>A click on a hole puts a peg in it or takes its peg out</source>
        <translation>النقر على ثقب يضع فيه وتدًا أو يُخرج وتده</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="198"/>
        <source>&amp;Holes</source>
        <translation>الثقوب (&amp;H)</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="199"/>
        <source>A click on a marked cell drills a hole there (with a peg); a click on a hole fills it in</source>
        <translation>النقر على خانة معلَّمة يحفر فيها ثقبًا (مع وتد)؛ والنقر على ثقب يردمه</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="201"/>
        <source>&amp;Lattice:</source>
        <translation>الشبكة (&amp;L):</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="202"/>
        <source>Square</source>
        <translation>مربعة</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="203"/>
        <source>Triangle</source>
        <translation>مثلثة</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="204"/>
        <source>Square: jumps along rows and columns. Triangle: along rows and both diagonals.</source>
        <translation>مربعة: القفز على امتداد الصفوف والأعمدة. مثلثة: على امتداد الصفوف والقطرين.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="205"/>
        <source>&amp;Rows:</source>
        <translation>الصفوف (&amp;R):</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="206"/>
        <source>&amp;Columns:</source>
        <translation>الأعمدة (&amp;C):</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="207"/>
        <source>&amp;Side:</source>
        <translation>الضلع (&amp;S):</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesignpanel.cpp" line="208"/>
        <source>Start from a &amp;Built-in Board</source>
        <translation>البدء من لوحة مدمجة (&amp;B)</translation>
    </message>
</context>
<context>
    <name>PegDesigner</name>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="17"/>
        <source>Change Lattice</source>
        <translation>تغيير الشبكة</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="25"/>
        <source>Resize</source>
        <translation>تغيير الحجم</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="28"/>
        <source>A board holds at most %n hole(s): the new cells have none.</source>
        <translation>
            <numerusform>تحمل اللوحة %n ثقب على الأكثر: لا ثقوب في الخانات الجديدة.</numerusform>
            <numerusform>تحمل اللوحة ثقبًا واحدًا (%n) على الأكثر: لا ثقوب في الخانات الجديدة.</numerusform>
            <numerusform>تحمل اللوحة %n ثقبين على الأكثر: لا ثقوب في الخانات الجديدة.</numerusform>
            <numerusform>تحمل اللوحة %n ثقوب على الأكثر: لا ثقوب في الخانات الجديدة.</numerusform>
            <numerusform>تحمل اللوحة %n ثقبًا على الأكثر: لا ثقوب في الخانات الجديدة.</numerusform>
            <numerusform>تحمل اللوحة %n ثقب على الأكثر: لا ثقوب في الخانات الجديدة.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="33"/>
        <source>Built-in Board</source>
        <translation>لوحة مدمجة</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="41"/>
        <source>No hole here: choose the Holes tool beside the board to add one.</source>
        <translation>لا ثقب هنا: اختر أداة الثقوب بجانب اللوحة لإضافة واحد.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="54"/>
        <source>Peg added in hole %1: %n peg(s).</source>
        <translation>
            <numerusform>أُضيف وتد في الثقب %1: %n وتد.</numerusform>
            <numerusform>أُضيف وتد في الثقب %1: %n وتد.</numerusform>
            <numerusform>أُضيف وتد في الثقب %1: %n وتدان.</numerusform>
            <numerusform>أُضيف وتد في الثقب %1: %n أوتاد.</numerusform>
            <numerusform>أُضيف وتد في الثقب %1: %n وتدًا.</numerusform>
            <numerusform>أُضيف وتد في الثقب %1: %n وتد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="55"/>
        <source>Peg removed from hole %1: %n peg(s).</source>
        <translation>
            <numerusform>أُزيل وتد من الثقب %1: %n وتد.</numerusform>
            <numerusform>أُزيل وتد من الثقب %1: %n وتد.</numerusform>
            <numerusform>أُزيل وتد من الثقب %1: %n وتدان.</numerusform>
            <numerusform>أُزيل وتد من الثقب %1: %n أوتاد.</numerusform>
            <numerusform>أُزيل وتد من الثقب %1: %n وتدًا.</numerusform>
            <numerusform>أُزيل وتد من الثقب %1: %n وتد.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="57"/>
        <source>Add Peg</source>
        <translation>إضافة وتد</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="57"/>
        <source>Remove Peg</source>
        <translation>إزالة وتد</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="65"/>
        <source>A board holds at most %n hole(s): remove one before you add another.</source>
        <translation>
            <numerusform>تحمل اللوحة %n ثقب على الأكثر: أزل واحدًا قبل أن تضيف آخر.</numerusform>
            <numerusform>تحمل اللوحة ثقبًا واحدًا (%n) على الأكثر: أزله قبل أن تضيف آخر.</numerusform>
            <numerusform>تحمل اللوحة %n ثقبين على الأكثر: أزل واحدًا قبل أن تضيف آخر.</numerusform>
            <numerusform>تحمل اللوحة %n ثقوب على الأكثر: أزل واحدًا قبل أن تضيف آخر.</numerusform>
            <numerusform>تحمل اللوحة %n ثقبًا على الأكثر: أزل واحدًا قبل أن تضيف آخر.</numerusform>
            <numerusform>تحمل اللوحة %n ثقب على الأكثر: أزل واحدًا قبل أن تضيف آخر.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="69"/>
        <source>%n hole(s)</source>
        <translation>
            <numerusform>%n ثقب</numerusform>
            <numerusform>%n ثقب</numerusform>
            <numerusform>%n ثقبان</numerusform>
            <numerusform>%n ثقوب</numerusform>
            <numerusform>%n ثقبًا</numerusform>
            <numerusform>%n ثقب</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="70"/>
        <source>%n peg(s)</source>
        <translation>
            <numerusform>%n وتد</numerusform>
            <numerusform>%n وتد</numerusform>
            <numerusform>%n وتدان</numerusform>
            <numerusform>%n أوتاد</numerusform>
            <numerusform>%n وتدًا</numerusform>
            <numerusform>%n وتد</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="71"/>
        <source>Hole added, with a peg: %1.</source>
        <translation>أُضيف ثقب، مع وتد: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="71"/>
        <source>Hole removed: %1.</source>
        <translation>أُزيل ثقب: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="72"/>
        <source>Add Hole</source>
        <translation>إضافة ثقب</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="72"/>
        <source>Remove Hole</source>
        <translation>إزالة ثقب</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="81"/>
        <source>A board needs at least one hole with a peg: choose the Holes tool and click a cell.</source>
        <translation>تحتاج اللوحة إلى ثقب واحد على الأقل فيه وتد: اختر أداة الثقوب وانقر خانة.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="82"/>
        <source>A board needs at least one peg: click a hole to put a peg in it.</source>
        <translation>تحتاج اللوحة إلى وتد واحد على الأقل: انقر ثقبًا لتضع فيه وتدًا.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegdesigner.cpp" line="90"/>
        <source>A board needs at least one empty hole to jump into: click a peg to take it out.</source>
        <translation>تحتاج اللوحة إلى ثقب فارغ واحد على الأقل يُقفز إليه: انقر وتدًا لتُخرجه.</translation>
    </message>
</context>
<context>
    <name>PegInput</name>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="23"/>
        <source>Peg %1 selected: move the ring to a highlighted hole and press Space to jump there.</source>
        <translation>اختير الوتد %1: حرّك الحلقة إلى ثقب مضاء واضغط المسافة لتقفز إليه.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="24"/>
        <source>Peg %1 selected: click a highlighted hole to jump there.</source>
        <translation>اختير الوتد %1: انقر ثقبًا مضاءً لتقفز إليه.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="28"/>
        <source>Peg %1 has no jump: it needs a neighbouring peg with an empty hole right behind it.</source>
        <translation>لا قفزة للوتد %1: يحتاج إلى وتد مجاور خلفه مباشرةً ثقب فارغ.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="35"/>
        <source>Hole %1 is empty. Select a peg first, then the hole it should jump into.</source>
        <translation>الثقب %1 فارغ. اختر وتدًا أولًا، ثم الثقب الذي يقفز إليه.</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/peginput.cpp" line="53"/>
        <source>Peg %1 cannot jump into hole %2: a peg jumps over one neighbouring peg into the empty hole right behind it.</source>
        <translation>لا يمكن للوتد %1 القفز إلى الثقب %2: يقفز الوتد فوق وتد مجاور واحد إلى الثقب الفارغ خلفه مباشرةً.</translation>
    </message>
</context>
<context>
    <name>PegInteraction</name>
    <message>
        <location filename="../src/ui/pegs/peginteraction.cpp" line="135"/>
        <source>No hole chosen.</source>
        <translation>لم يُختر ثقب.</translation>
    </message>
</context>
<context>
    <name>PegNewGameDialog</name>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="6"/>
        <source>New Peg Solitaire</source>
        <translation>سوليتير أوتاد جديدة</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="14"/>
        <source>Board</source>
        <translation>اللوحة</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="22"/>
        <source>&amp;Shape:</source>
        <translation>الشكل (&amp;S):</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="35"/>
        <source>S&amp;ide:</source>
        <translation>الضلع (&amp;I):</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="45"/>
        <source> holes</source>
        <translation> ثقوب</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="61"/>
        <source>&amp;Rows:</source>
        <translation>الصفوف (&amp;R):</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="84"/>
        <source>&amp;Columns:</source>
        <translation>الأعمدة (&amp;C):</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="107"/>
        <source>&amp;Empty hole:</source>
        <translation>الثقب الفارغ (&amp;E):</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="117"/>
        <source>The hole left empty at the start; you can also click it on the preview</source>
        <translation>الثقب المتروك فارغًا في البداية؛ يمكنك أيضًا نقره في المعاينة</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="133"/>
        <source>The 15-hole triangle with hole 4 empty</source>
        <translation>المثلث ذو 15 ثقبًا والثقب 4 فارغ</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="136"/>
        <source>C&amp;lassic Triangle</source>
        <translation>المثلث الكلاسيكي (&amp;L)</translation>
    </message>
    <message>
        <location filename="../forms/pegnewgamedialog.ui" line="146"/>
        <source>Starting Position</source>
        <translation>وضع البداية</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="38"/>
        <source>&amp;Random solvable start:</source>
        <translation>بداية عشوائية قابلة للحل (&amp;R):</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="39"/>
        <source>Pegs placed at random, grown from a single peg by jumps played backwards, so the start can always be solved to one peg. Easy, medium and hard ask for more and more jumps (English board: 8 to 15, 16 to 24, 25 to 31).</source>
        <translation>أوتاد موضوعة عشوائيًا، منمّاة من وتد واحد بقفزات تُلعب بالعكس، فيمكن دائمًا حل البداية إلى وتد واحد. السهل والمتوسط والصعب تطلب قفزات أكثر فأكثر (اللوحة الإنجليزية: من 8 إلى 15، ومن 16 إلى 24، ومن 25 إلى 31).</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="43"/>
        <source> jumps</source>
        <translation> قفزات</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="156"/>
        <source>Making a random start…</source>
        <translation>جارٍ إعداد بداية عشوائية…</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="167"/>
        <source>A random start that can be solved to one peg: OK deals this one.</source>
        <translation>بداية عشوائية يمكن حلها إلى وتد واحد: «موافق» يوزّع هذه.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="192"/>
        <source>%n hole(s), %1 pegs. Click a hole to start with it empty.</source>
        <translation>
            <numerusform>%n ثقب، و%1 من الأوتاد. انقر ثقبًا لتبدأ وهو فارغ.</numerusform>
            <numerusform>ثقب واحد (%n)، و%1 من الأوتاد. انقر ثقبًا لتبدأ وهو فارغ.</numerusform>
            <numerusform>%n ثقبان، و%1 من الأوتاد. انقر ثقبًا لتبدأ وهو فارغ.</numerusform>
            <numerusform>%n ثقوب، و%1 من الأوتاد. انقر ثقبًا لتبدأ وهو فارغ.</numerusform>
            <numerusform>%n ثقبًا، و%1 من الأوتاد. انقر ثقبًا لتبدأ وهو فارغ.</numerusform>
            <numerusform>%n ثقب، و%1 من الأوتاد. انقر ثقبًا لتبدأ وهو فارغ.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegnewgamedialog.cpp" line="194"/>
        <source>A board of one hole leaves no room to jump: make it larger.</source>
        <translation>لوحة من ثقب واحد لا تترك مجالًا للقفز: كبّرها.</translation>
    </message>
</context>
<context>
    <name>PlayerRecords</name>
    <message>
        <location filename="../src/service/records.cpp" line="72"/>
        <source>Your records were written by a newer Puzzlebox (format %1; this one reads format %2), so they are left as they are: what you play now is counted only until Puzzlebox closes.</source>
        <translation>أرقامك القياسية كتبها Puzzlebox أحدث (الصيغة %1؛ وهذا يقرأ الصيغة %2)، فتُترك كما هي: ما تلعبه الآن يُحسب فقط حتى يُغلق Puzzlebox.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="79"/>
        <source>Your records could not be read, so they start afresh (the damaged file is kept as %1). %2</source>
        <translation>تعذّرت قراءة أرقامك القياسية، فتبدأ من جديد (حُفظ الملف التالف باسم %1). %2</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="83"/>
        <source>Your records could not be read (%1), nor moved aside: new records are not kept until %2 is removed.</source>
        <translation>تعذّرت قراءة أرقامك القياسية (%1) ولا نقلها جانبًا: لا تُحفظ أرقام جديدة حتى يُزال %2.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="98"/>
        <source>It is not valid JSON (%1 at byte %2).</source>
        <translation>ليس JSON صالحًا (%1 عند البايت %2).</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="107"/>
        <source>It holds no list of boards.</source>
        <translation>لا يحتوي على قائمة لوحات.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="109"/>
        <source>It was written in another format (%1) than this Puzzlebox reads (%2).</source>
        <translation>كُتب بصيغة أخرى (%1) غير التي يقرؤها Puzzlebox هذا (%2).</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="133"/>
        <source>Board %1 in it is incomplete or has a count that is not a whole number.</source>
        <translation>اللوحة %1 فيه ناقصة أو فيها عدد ليس عددًا صحيحًا.</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="174"/>
        <source>Cannot create the folder</source>
        <translation>يتعذّر إنشاء المجلد</translation>
    </message>
    <message>
        <location filename="../src/service/records.cpp" line="178"/>
        <source>Your records could not be kept in %1: %2</source>
        <translation>تعذّر حفظ أرقامك القياسية في %1: %2</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="6"/>
        <source>Preferences</source>
        <translation>التفضيلات</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="12"/>
        <source>Solver</source>
        <translation>الحلّال</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="18"/>
        <source>&amp;Memory budget:</source>
        <translation>ميزانية الذاكرة (&amp;M):</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="28"/>
        <source>The most memory a solver may use for its tables; at this limit it gives up instead of answering</source>
        <translation>أقصى ذاكرة يستعملها الحلّال لجداوله؛ عند هذا الحد يتوقف بدل أن يجيب</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="31"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="47"/>
        <source>Large boards need more memory. A solver that reaches the budget says that it gave up, never that there is no solution.</source>
        <translation>اللوحات الكبيرة تحتاج إلى ذاكرة أكثر. الحلّال الذي يبلغ الميزانية يقول إنه توقف، لا إنه لا حل.</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="60"/>
        <source>Board</source>
        <translation>اللوحة</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="66"/>
        <source>&amp;Move animation:</source>
        <translation>تحريك النقلة (&amp;M):</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="76"/>
        <source>How long one move takes to animate</source>
        <translation>المدة التي يستغرقها تحريك نقلة واحدة</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="79"/>
        <source>Off</source>
        <translation>معطّل</translation>
    </message>
    <message>
        <location filename="../forms/preferencesdialog.ui" line="82"/>
        <source> ms</source>
        <translation> ملي ث</translation>
    </message>
</context>
<context>
    <name>PrintPage</name>
    <message>
        <location filename="../src/ui/printing/printpage.cpp" line="63"/>
        <source>%1.</source>
        <comment>a move&apos;s number in the printed solution</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/printpage.cpp" line="208"/>
        <source>The solution from this board, in %1:</source>
        <translation>الحل من هذه اللوحة، في %1:</translation>
    </message>
    <message>
        <location filename="../src/ui/printing/printpage.cpp" line="214"/>
        <source>The last %1 did not fit on this page.</source>
        <translation>آخر %1 لم تتسع لها هذه الصفحة.</translation>
    </message>
</context>
<context>
    <name>RangeGuard</name>
    <message>
        <location filename="../src/ui/widgets/spinboxrange.cpp" line="120"/>
        <source>%1 is not between %2 and %3; set to %4.</source>
        <translation>%1 ليس بين %2 و%3؛ ضُبط على %4.</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <location filename="../src/ui/files/recentfiles.cpp" line="46"/>
        <source>%1 — %2</source>
        <comment>file name, its folders</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../src/ui/files/recentfiles.cpp" line="87"/>
        <source>&amp;Clear List</source>
        <translation>مسح القائمة (&amp;C)</translation>
    </message>
</context>
<context>
    <name>RefusalBox</name>
    <message numerus="yes">
        <location filename="../src/ui/files/refusalbox.cpp" line="52"/>
        <source>%Ln file(s) or game ID(s) could not be opened:</source>
        <translation>
            <numerusform>تعذّر فتح %Ln ملف أو معرّف لعبة:</numerusform>
            <numerusform>تعذّر فتح ملف أو معرّف لعبة واحد (%Ln):</numerusform>
            <numerusform>تعذّر فتح %Ln ملفين أو معرّفي لعبة:</numerusform>
            <numerusform>تعذّر فتح %Ln ملفات أو معرّفات لعب:</numerusform>
            <numerusform>تعذّر فتح %Ln ملفًا أو معرّف لعبة:</numerusform>
            <numerusform>تعذّر فتح %Ln ملف أو معرّف لعبة:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/files/refusalbox.cpp" line="55"/>
        <source>…and %Ln more.</source>
        <translation>
            <numerusform>…و%Ln أخرى.</numerusform>
            <numerusform>…و%Ln آخر.</numerusform>
            <numerusform>…و%Ln آخران.</numerusform>
            <numerusform>…و%Ln أخرى.</numerusform>
            <numerusform>…و%Ln أخرى.</numerusform>
            <numerusform>…و%Ln أخرى.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/files/refusalbox.cpp" line="56"/>
        <source>Cannot Open</source>
        <translation>يتعذّر الفتح</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="135"/>
        <source>Start</source>
        <translation>البداية</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="138"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="143"/>
        <source>%1. Computer: %2</source>
        <translation>%1. الحاسوب: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="163"/>
        <source>The coach is reviewing the game…</source>
        <translation>المدرّب يراجع اللعبة…</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="166"/>
        <source>Played: %1.</source>
        <translation>لُعب: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="168"/>
        <source>The fewest from the start: %1.</source>
        <translation>الأقل من البداية: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="172"/>
        <source>The goal was lost at move %1 (%2).</source>
        <translation>ضاع الهدف عند النقلة %1 (%2).</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="174"/>
        <source>The goal was out of reach from the start.</source>
        <translation>كان الهدف بعيد المنال منذ البداية.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="176"/>
        <source>The goal was never lost.</source>
        <translation>لم يضع الهدف أبدًا.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="179"/>
        <source>Moves that cost extra: %1, %2 more in all.</source>
        <translation>نقلات كلّفت أكثر: %1، بزيادة %2 إجمالًا.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="183"/>
        <source>The review stopped before the end: the rest is not judged.</source>
        <translation>توقفت المراجعة قبل النهاية: الباقي لم يُقيَّم.</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="199"/>
        <source>Review of the Game</source>
        <translation>مراجعة اللعبة</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="200"/>
        <source>&amp;Previous</source>
        <translation>السابق (&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/coach/reviewdialog.cpp" line="201"/>
        <source>&amp;Next</source>
        <translation>التالي (&amp;N)</translation>
    </message>
</context>
<context>
    <name>RollerCells</name>
    <message>
        <location filename="../src/ui/roller/rollercells.cpp" line="19"/>
        <source>Row %1, column %2: %3</source>
        <translation>الصف %1، العمود %2: %3</translation>
    </message>
</context>
<context>
    <name>RollerDesignPanel</name>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="103"/>
        <source>Not playable yet. %1.</source>
        <translation>غير قابلة للعب بعد. %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="105"/>
        <source>Playable, but solved already: move a one off the top row to make a puzzle.</source>
        <translation>قابلة للعب، لكنها محلولة أصلًا: انقل واحدًا من الصف العلوي لتصنع لغزًا.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="107"/>
        <source>Playable: Done starts this board.</source>
        <translation>قابلة للعب: «تم» تبدأ هذه اللوحة.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="121"/>
        <source>A click on a tile, or Space on the cursor&apos;s, turns it between 0 and 1. The board needs as many ones as it is wide.</source>
        <translation>النقر على بلاطة، أو المسافة على بلاطة المؤشر، يقلبها بين 0 و1. تحتاج اللوحة إلى عدد من الآحاد مساوٍ لعرضها.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="123"/>
        <source>&amp;Rows:</source>
        <translation>الصفوف (&amp;R):</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="124"/>
        <source>&amp;Columns:</source>
        <translation>الأعمدة (&amp;C):</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="125"/>
        <source>C&amp;lear</source>
        <translation>مسح (&amp;L)</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="126"/>
        <source>Every tile 0</source>
        <translation>كل بلاطة 0</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="127"/>
        <source>S&amp;olved Position</source>
        <translation>الوضع المحلول (&amp;O)</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesignpanel.cpp" line="128"/>
        <source>Every one on the top row</source>
        <translation>كل واحد في الصف العلوي</translation>
    </message>
</context>
<context>
    <name>RollerDesigner</name>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="20"/>
        <source>Turn Tile to 1</source>
        <translation>قلب البلاطة إلى 1</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="20"/>
        <source>Turn Tile to 0</source>
        <translation>قلب البلاطة إلى 0</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="32"/>
        <source>Resize</source>
        <translation>تغيير الحجم</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="37"/>
        <source>Clear</source>
        <translation>مسح</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerdesigner.cpp" line="43"/>
        <source>Solved Position</source>
        <translation>الوضع المحلول</translation>
    </message>
</context>
<context>
    <name>RollerInput</name>
    <message>
        <location filename="../src/ui/roller/rollerinput.cpp" line="33"/>
        <source>While editing nothing rolls: Space turns the cursor&apos;s tile between 0 and 1.</source>
        <translation>أثناء التحرير لا يتدحرج شيء: المسافة تقلب بلاطة المؤشر بين 0 و1.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollerinput.cpp" line="60"/>
        <source>Drag a row sideways or a column up or down, or click the arrows at its ends, to roll it.</source>
        <translation>اسحب صفًا جانبيًا أو عمودًا لأعلى أو لأسفل، أو انقر الأسهم عند طرفيه، لدحرجته.</translation>
    </message>
</context>
<context>
    <name>RollerNewGameDialog</name>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="37"/>
        <source>&amp;Scramble the solved board with</source>
        <translation>اخلط اللوحة المحلولة بـ (&amp;S)</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="38"/>
        <source>&amp;Random board: the ones dropped anywhere</source>
        <translation>لوحة عشوائية: الآحاد موزّعة في أي مكان (&amp;R)</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="39"/>
        <source>&amp;Fewest rolls:</source>
        <translation>أقل الدحرجات (&amp;F):</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="40"/>
        <source> rolls</source>
        <comment>the fewest rolls a made board needs</comment>
        <translation> دحرجات</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="42"/>
        <source>New Roller-Board</source>
        <translation>رولر بورد جديدة</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="49"/>
        <source> rows</source>
        <translation> صفوف</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="50"/>
        <source> columns</source>
        <translation> أعمدة</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="53"/>
        <source> rolls</source>
        <translation> دحرجات</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="62"/>
        <source>A board whose shortest solution takes exactly that many rolls, or as many as the difficulty asks for: on 6 × 6 easy 4 to 7, medium 8 to 11, hard 12 to 14.</source>
        <translation>لوحة يتطلب أقصر حل لها هذا العدد من الدحرجات بالضبط، أو العدد الذي تطلبه الصعوبة: على 6 × 6 سهل من 4 إلى 7، متوسط من 8 إلى 11، صعب من 12 إلى 14.</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="65"/>
        <source>Board</source>
        <translation>اللوحة</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="67"/>
        <source>&amp;Height:</source>
        <translation>الارتفاع (&amp;H):</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="68"/>
        <source>&amp;Width:</source>
        <translation>العرض (&amp;W):</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="70"/>
        <source>Start</source>
        <translation>البداية</translation>
    </message>
    <message>
        <location filename="../src/ui/roller/rollernewgamedialog.cpp" line="82"/>
        <source>A board has as many ones as it is wide; roll them all onto the top row.</source>
        <translation>في اللوحة عدد من الآحاد مساوٍ لعرضها؛ دحرجها كلها إلى الصف العلوي.</translation>
    </message>
</context>
<context>
    <name>RollerRules</name>
    <message>
        <location filename="../src/ui/roller/rollerfamilyui.cpp" line="12"/>
        <source>&lt;h3&gt;Roller-Board&lt;/h3&gt;&lt;p&gt;The board holds as many ones as it is wide. Roll a row left or right, or a column up or down, by one cell at a time: the tile pushed off one end comes back in at the other. The board is solved when every one sits on the top row, the row inlaid in gold.&lt;/p&gt;&lt;p&gt;Click the arrow at either end of a row or column to roll it that way, or drag a tile along its row or column: the line rolls by as many cells as you drag it. On the keyboard, the arrow keys move the cursor and Shift+arrow rolls its row (Left, Right) or its column (Up, Down).&lt;/p&gt;&lt;p&gt;The rows are named R0, R1, … from the top and the columns C0, C1, … from the left, as the board shows beside them. A roll is written as its line&apos;s name and the way it goes: R2L rolls row R2 left and R2R right, C1U rolls column C1 up and C1D down. The solution panel, saved games and puzzlebox-cli write rolls this way.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt; finds a solution in the fewest rolls possible; &lt;b&gt;Hint&lt;/b&gt; marks the first roll of one on the board; press it again to play that roll.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;رولر بورد&lt;/h3&gt;&lt;p&gt;تحمل اللوحة عددًا من الآحاد مساويًا لعرضها. دحرج صفًا يسارًا أو يمينًا، أو عمودًا لأعلى أو لأسفل، خانةً في كل مرة: البلاطة المدفوعة خارج أحد الطرفين تعود من الطرف الآخر. تُحل اللوحة حين يستقر كل واحد في الصف العلوي، الصف المطعّم بالذهب.&lt;/p&gt;&lt;p&gt;انقر السهم عند أي من طرفي صف أو عمود لدحرجته في ذلك الاتجاه، أو اسحب بلاطة على امتداد صفها أو عمودها: يتدحرج الخط بعدد الخانات التي تسحبه بها. بلوحة المفاتيح، تحرّك مفاتيح الأسهم المؤشر وShift+سهم يدحرج صفه (اليسار، اليمين) أو عموده (الأعلى، الأسفل).&lt;/p&gt;&lt;p&gt;تُسمّى الصفوف R0 وR1 … من الأعلى والأعمدة C0 وC1 … من اليسار، كما تُظهرها اللوحة بجانبها. تُكتب الدحرجة باسم خطها والاتجاه الذي تسلكه: R2L يدحرج الصف R2 يسارًا وR2R يمينًا، وC1U يدحرج العمود C1 لأعلى وC1D لأسفل. لوحة الحل والألعاب المحفوظة وpuzzlebox-cli تكتب الدحرجات بهذه الطريقة.&lt;/p&gt;&lt;p&gt;&lt;b&gt;حلّ&lt;/b&gt; يجد حلًا بأقل عدد ممكن من الدحرجات؛ &lt;b&gt;تلميح&lt;/b&gt; يعلّم على اللوحة الدحرجة الأولى من حل؛ اضغطه مجددًا للعب تلك الدحرجة.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../src/ui/fifteen/fifteenscene.cpp" line="65"/>
        <source>&lt;h3&gt;Fifteen&lt;/h3&gt;&lt;p&gt;Numbered tiles fill a square tray but for one blank cell. Slide a tile next to the blank into it; the goal is 1, 2, 3 … in reading order with the blank in the bottom-right corner. Tiles that are home show green numbers.&lt;/p&gt;&lt;p&gt;Click a tile next to the blank to slide it, or a tile further along the blank&apos;s row or column to slide the whole run at once. The arrow keys slide the tile beside the blank in the arrow&apos;s direction.&lt;/p&gt;&lt;p&gt;Half of all layouts can never be solved: every slide changes both the order of the tiles and the blank&apos;s distance from its corner by one step, so their parities stay tied. &lt;b&gt;Solve&lt;/b&gt; says so at once for such a layout. Otherwise it finds the fewest moves on 3 × 3 and 4 × 4 (the first 4 × 4 solve builds tables that are kept for later), and a short solution, not proved the shortest, on larger boards. &lt;b&gt;Hint&lt;/b&gt; marks the next move of the solution on the board; press it again to play it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;الخمسة عشر&lt;/h3&gt;&lt;p&gt;بلاطات مرقّمة تملأ صينية مربعة إلا خانة واحدة فارغة. أزِح بلاطة مجاورة للفارغة إليها؛ الهدف 1، 2، 3 … بترتيب القراءة والخانة الفارغة في الزاوية اليمنى السفلى. البلاطات التي في مكانها تُظهر أرقامًا خضراء.&lt;/p&gt;&lt;p&gt;انقر بلاطة مجاورة للفارغة لإزاحتها، أو بلاطة أبعد في صف الفارغة أو عمودها لإزاحة المجموعة كلها دفعة واحدة. تزيح مفاتيح الأسهم البلاطة المجاورة للفارغة في اتجاه السهم.&lt;/p&gt;&lt;p&gt;نصف الترتيبات كلها لا يمكن حلها أبدًا: كل إزاحة تغيّر ترتيب البلاطات وبُعد الخانة الفارغة عن زاويتها بخطوة واحدة معًا، فتبقى زوجيّتاهما مرتبطتين. &lt;b&gt;حلّ&lt;/b&gt; يقول ذلك فورًا لمثل هذا الترتيب. وإلا فإنه يجد أقل النقلات على 3 × 3 و4 × 4 (أول حل 4 × 4 يبني جداول تُحفظ لاحقًا)، وحلًا قصيرًا، غير مُثبت أنه الأقصر، على اللوحات الأكبر. &lt;b&gt;تلميح&lt;/b&gt; يعلّم على اللوحة النقلة التالية من الحل؛ اضغطه مجددًا للعبها.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/ui/pegs/pegsfamilyui.cpp" line="26"/>
        <source>&lt;h3&gt;Peg solitaire&lt;/h3&gt;&lt;p&gt;Every hole but one holds a peg. A peg moves by jumping over a neighbouring peg into an empty hole right behind it; the peg jumped over is removed. On the triangle, jumps go along the rows and along both diagonals, never straight up or down.&lt;/p&gt;&lt;p&gt;Click a peg to pick it up: the holes it can land in light up. Click one of them to jump, or drag the peg there and let it go. Each jump removes a peg, so the best possible game leaves a single peg.&lt;/p&gt;&lt;p&gt;With the keyboard, the arrow keys move a ring from hole to hole; Space or Enter picks up the peg under the ring, and again on a lit hole jumps there. Esc puts the peg back.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt; finds a way to one peg from the current position (or, when there is none, the way that leaves the fewest pegs); step through it with the buttons of the solution panel. &lt;b&gt;Hint&lt;/b&gt; marks the next jump of a solution on the board; press it again, or click the marked hole, to play it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;سوليتير الأوتاد&lt;/h3&gt;&lt;p&gt;في كل ثقب إلا واحدًا وتد. يتحرك الوتد بالقفز فوق وتد مجاور إلى ثقب فارغ خلفه مباشرةً؛ ويُزال الوتد المقفوز فوقه. على المثلث، تسير القفزات على امتداد الصفوف والقطرين، ولا تسير أبدًا رأسيًا لأعلى أو لأسفل.&lt;/p&gt;&lt;p&gt;انقر وتدًا لالتقاطه: تُضاء الثقوب التي يمكنه الهبوط فيها. انقر أحدها للقفز، أو اسحب الوتد إليه وأفلته. كل قفزة تزيل وتدًا، فأفضل لعبة ممكنة تترك وتدًا واحدًا.&lt;/p&gt;&lt;p&gt;بلوحة المفاتيح، تحرّك مفاتيح الأسهم حلقةً من ثقب إلى ثقب؛ المسافة أو Enter تلتقط الوتد تحت الحلقة، ومرة أخرى على ثقب مضاء تقفز إليه. Esc يعيد الوتد.&lt;/p&gt;&lt;p&gt;&lt;b&gt;حلّ&lt;/b&gt; يجد طريقًا إلى وتد واحد من الوضع الحالي (أو، حين لا يوجد، الطريق الذي يترك أقل الأوتاد)؛ تصفّحه بأزرار لوحة الحل. &lt;b&gt;تلميح&lt;/b&gt; يعلّم على اللوحة القفزة التالية من حل؛ اضغطه مجددًا، أو انقر الثقب المعلَّم، للعبها.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="89"/>
        <source>Rules</source>
        <translation>القواعد</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="127"/>
        <source>Before the move</source>
        <translation>قبل النقلة</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="133"/>
        <source>then</source>
        <translation>ثم</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="135"/>
        <source>After the move</source>
        <translation>بعد النقلة</translation>
    </message>
    <message>
        <location filename="../src/ui/help/rulesdialog.cpp" line="138"/>
        <source>For example, the move %1 (marked on the left).</source>
        <translation>مثلًا، النقلة %1 (المعلَّمة على اليمين).</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="38"/>
        <source>Move %1 of this list cannot be played: %2</source>
        <translation>لا يمكن لعب النقلة %1 من هذه القائمة: %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="71"/>
        <source>This turn is marked &apos;&gt;&apos; but follows no restart it could belong to</source>
        <translation>هذا الدور معلَّم بـ &apos;&gt;&apos; لكنه لا يلي أي إعادة بدء يمكن أن ينتمي إليها</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="73"/>
        <source>Only a game&apos;s first turn can be the computer&apos;s opening</source>
        <translation>الدور الأول وحده من اللعبة يمكن أن يكون افتتاح الحاسوب</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="150"/>
        <source>Expected the format version after &apos;puzzlebox-game&apos;</source>
        <translation>كان متوقعًا رقم إصدار الصيغة بعد &apos;puzzlebox-game&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="154"/>
        <source>This game was saved in format %1 by a newer Puzzlebox; this one reads format %2</source>
        <translation>حُفظت هذه اللعبة بالصيغة %1 بواسطة Puzzlebox أحدث؛ وهذا يقرأ الصيغة %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="241"/>
        <source>Expected how many of the solution&apos;s moves were shown</source>
        <translation>كان متوقعًا عدد نقلات الحل التي عُرضت</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="245"/>
        <source>Expected how many turns the file holds played</source>
        <translation>كان متوقعًا عدد الأدوار الملعوبة التي يحملها الملف</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="249"/>
        <source>Expected the file&apos;s name as one word, its blanks written as percent codes</source>
        <translation>كان متوقعًا اسم الملف كلمةً واحدة، فراغاته مكتوبة برموز النسبة المئوية</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="250"/>
        <source>Expected the recipe as a game ID writes it, SIZE.LEVEL.SEED</source>
        <translation>كانت متوقعة الوصفة كما يكتبها معرّف اللعبة، SIZE.LEVEL.SEED</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="259"/>
        <source>A &apos;%&apos; in a file&apos;s name is followed by two hex digits</source>
        <translation>تتبع &apos;%&apos; في اسم الملف رقمان ست عشريان</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="278"/>
        <source>Unknown puzzle family</source>
        <translation>عائلة ألغاز غير معروفة</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="283"/>
        <source>Expected the moves of this turn</source>
        <translation>كانت متوقعة نقلات هذا الدور</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="287"/>
        <source>Expected the number of turns played</source>
        <translation>كان متوقعًا عدد الأدوار الملعوبة</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="298"/>
        <source>Expected the number of moves before the solution</source>
        <translation>كان متوقعًا عدد النقلات قبل الحل</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="302"/>
        <location filename="../src/core/common/savedgame.cpp" line="312"/>
        <source>Expected &apos;yes&apos; or &apos;no&apos;</source>
        <translation>كان متوقعًا &apos;yes&apos; أو &apos;no&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="305"/>
        <source>Expected the fewest moves a solution can have</source>
        <translation>كان متوقعًا أقل عدد نقلات ممكن لحل</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="310"/>
        <source>Expected the milliseconds played</source>
        <translation>كانت متوقعة الملّي ثواني الملعوبة</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="315"/>
        <source>Expected &apos;played&apos; or &apos;solved&apos;</source>
        <translation>كان متوقعًا &apos;played&apos; أو &apos;solved&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="321"/>
        <source>Unknown entry &apos;%1&apos;</source>
        <translation>مُدخل غير معروف &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="338"/>
        <source>Expected a turn after &apos;&gt;&apos;</source>
        <translation>كان متوقعًا دور بعد &apos;&gt;&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="343"/>
        <source>Only a turn can stand under a restart</source>
        <translation>لا يقف تحت إعادة البدء إلا دور</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="367"/>
        <source>The solution starts after move %1, but only %2 moves were played</source>
        <translation>يبدأ الحل بعد النقلة %1، لكن لم يُلعب إلا %2 من النقلات</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="383"/>
        <source>%1 turns are said to be played, but the game has only %2</source>
        <translation>يُقال إن %1 من الأدوار لُعبت، لكن اللعبة فيها %2 فقط</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="394"/>
        <source>Moves are said to be shown, but the game keeps no solution</source>
        <translation>يُقال إن نقلات معروضة، لكن اللعبة لا تحفظ حلًا</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="399"/>
        <source>A solution needs both its moves and &apos;solution-from&apos;</source>
        <translation>يحتاج الحل إلى نقلاته وإلى &apos;solution-from&apos; معًا</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="400"/>
        <source>A solution needs both its moves and &apos;solution-start&apos;</source>
        <translation>يحتاج الحل إلى نقلاته وإلى &apos;solution-start&apos; معًا</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="409"/>
        <source>The solution has %1 moves, fewer than the fewest said possible, %2</source>
        <translation>في الحل %1 من النقلات، أقل من أقل عدد قيل إنه ممكن، %2</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="412"/>
        <source>The solution has %1 moves, fewer than the %2 said shown</source>
        <translation>في الحل %1 من النقلات، أقل من %2 قيل إنها معروضة</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="424"/>
        <source>These puzzles are not made to order, so they have no recipe</source>
        <translation>هذه الألغاز لا تُصنع حسب الطلب، فلا وصفة لها</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="433"/>
        <source>The turns played in the file need its &apos;file&apos; line and as many turns</source>
        <translation>الأدوار الملعوبة في الملف تحتاج إلى سطره &apos;file&apos; وإلى العدد نفسه من الأدوار</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="458"/>
        <source>This is not a Puzzlebox saved game: it must begin with &apos;puzzlebox-game&apos;</source>
        <translation>هذه ليست لعبة محفوظة من Puzzlebox: يجب أن تبدأ بـ &apos;puzzlebox-game&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="471"/>
        <source>The game does not say which puzzle it is (a &apos;family&apos; line)</source>
        <translation>لا تذكر اللعبة أي لغز هي (سطر &apos;family&apos;)</translation>
    </message>
    <message>
        <location filename="../src/core/common/savedgame.cpp" line="473"/>
        <source>The game has no &apos;board&apos; section</source>
        <translation>ليس في اللعبة قسم &apos;board&apos;</translation>
    </message>
</context>
<context>
    <name>SearchTime</name>
    <message>
        <location filename="../src/ui/solving/searchtime.cpp" line="6"/>
        <source>%L1 ms</source>
        <translation>%L1 ملي ث</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/searchtime.cpp" line="7"/>
        <source>%L1 s</source>
        <translation>%L1 ث</translation>
    </message>
</context>
<context>
    <name>SolutionDock</name>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="264"/>
        <source>Solution</source>
        <translation>الحل</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="265"/>
        <source>Preferences…</source>
        <translation>التفضيلات…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="266"/>
        <source>&amp;Why This Move?</source>
        <translation>لماذا هذه النقلة؟ (&amp;W)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="269"/>
        <source>&lt;b&gt;Set aside:&lt;/b&gt; you left this line. Undo or Redo back onto it, or play its moves again, and it returns.</source>
        <translation>&lt;b&gt;موضوع جانبًا:&lt;/b&gt; غادرت هذا المسار. تراجع أو أعِد للعودة إليه، أو العب نقلاته مجددًا، فيعود.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="271"/>
        <source>Solution moves</source>
        <translation>نقلات الحل</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="272"/>
        <source>Pace:</source>
        <translation>الإيقاع:</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="273"/>
        <source>Playback pace</source>
        <translation>إيقاع العرض</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="274"/>
        <location filename="../src/ui/solving/solutiondock.cpp" line="283"/>
        <source>%L1 s</source>
        <translation>%L1 ث</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/solving/solutiondock.cpp" line="327"/>
        <source>Show %Ln More Move(s)</source>
        <translation>
            <numerusform>عرض %Ln نقلة إضافية</numerusform>
            <numerusform>عرض نقلة إضافية (%Ln)</numerusform>
            <numerusform>عرض %Ln نقلتين إضافيتين</numerusform>
            <numerusform>عرض %Ln نقلات إضافية</numerusform>
            <numerusform>عرض %Ln نقلة إضافية</numerusform>
            <numerusform>عرض %Ln نقلة إضافية</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="330"/>
        <source>Start</source>
        <translation>البداية</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="332"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="334"/>
        <source>%1. Computer: %2</source>
        <comment>step, move</comment>
        <translation>%1. الحاسوب: %2</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutiondock.cpp" line="335"/>
        <source>%1. You: %2</source>
        <comment>step, move</comment>
        <translation>%1. أنت: %2</translation>
    </message>
</context>
<context>
    <name>SolutionPanel</name>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="40"/>
        <source>%1 ▸ %2</source>
        <translation>%1 ▸ %2</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="44"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="201"/>
        <source>Solution set aside: Undo or Redo brings it back.</source>
        <translation>الحل موضوع جانبًا: التراجع أو الإعادة يعيده.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="226"/>
        <source>Try Again with %1</source>
        <translation>حاول مجددًا بـ %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="232"/>
        <source>It gave up at %1, the most this computer can give a search.</source>
        <translation>توقف عند %1، أقصى ما يمنحه هذا الحاسوب لبحث.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="263"/>
        <source>&amp;Pause</source>
        <translation>إيقاف مؤقت (&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="263"/>
        <source>&amp;Play</source>
        <translation>تشغيل (&amp;P)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="275"/>
        <source>%1 finds a solution, %2 shows the next move and %3 explains the puzzle.</source>
        <translation>%1 يجد حلًا، و%2 يبيّن النقلة التالية، و%3 يشرح اللغز.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="288"/>
        <source>The game is over: no moves left, %1. %2 takes moves back, and %3 then finds a way on from there; %4 starts again.</source>
        <translation>انتهت اللعبة: لا نقلات متبقية، %1. %2 يستعيد النقلات، ثم %3 يجد طريقًا من هناك؛ و%4 يبدأ من جديد.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solutionpanel.cpp" line="290"/>
        <source>Undo</source>
        <translation>تراجع</translation>
    </message>
</context>
<context>
    <name>SolveActions</name>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="234"/>
        <source>Hint, closest line: %1</source>
        <translation>تلميح، أقرب مسار: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="234"/>
        <source>Hint: %1</source>
        <translation>تلميح: %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="239"/>
        <source>No line from here reaches the goal. The line that comes closest goes on: %1. Press %2 again to play it.</source>
        <translation>لا مسار من هنا يبلغ الهدف. المسار الأقرب يتابع: %1. اضغط %2 مجددًا للعبه.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solveactions.cpp" line="242"/>
        <source>Hint: %1. Press %2 again to play it.</source>
        <translation>تلميح: %1. اضغط %2 مجددًا للعبه.</translation>
    </message>
</context>
<context>
    <name>SolvePresenter</name>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="53"/>
        <source>Solving…</source>
        <translation>جارٍ الحل…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="58"/>
        <source>Answered (%1)</source>
        <translation>أُجيب (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="61"/>
        <source>Counting the solutions…</source>
        <translation>جارٍ عدّ الحلول…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="63"/>
        <source>Counted (%1)</source>
        <translation>عُدّت (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="66"/>
        <source>Looking for a solution shorter than %1 moves…</source>
        <translation>جارٍ البحث عن حل بأقل من %1 من النقلات…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvegoalactions.cpp" line="72"/>
        <source>Looking for the fewest moves and proving them…</source>
        <translation>جارٍ البحث عن أقل النقلات وإثباتها…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="53"/>
        <source>The solver was stopped because the position changed.</source>
        <translation>أُوقف الحلّال لأن الوضع تغيّر.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="168"/>
        <source>%1 Press %2 to stop.</source>
        <translation>%1 اضغط %2 للإيقاف.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="186"/>
        <source>Looking for a hint…</source>
        <translation>جارٍ البحث عن تلميح…</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="212"/>
        <source>A solution in %1, the fewest possible: each move is one piece&apos;s steps in a row.</source>
        <translation>حل في %1، وهو الأقل الممكن: كل نقلة هي خطوات قطعة واحدة متتالية.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="214"/>
        <source>A solution in %1; every solution from this position has as many.</source>
        <translation>حل في %1؛ كل حل من هذا الوضع له العدد نفسه.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="220"/>
        <source>A solution in %1, at most %2% more than the fewest possible: no solution has fewer than %3.</source>
        <translation>حل في %1، يزيد على الأقل الممكن بـ %2% على الأكثر: لا حل بأقل من %3.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="225"/>
        <source>A solution in %1.</source>
        <translation>حل في %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="226"/>
        <source>A solution in %1, the fewest possible.</source>
        <translation>حل في %1، وهو الأقل الممكن.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="227"/>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="474"/>
        <source>A solution in %1; shorter ones may exist.</source>
        <translation>حل في %1؛ قد توجد حلول أقصر.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="260"/>
        <source>A line of %1 with the computer&apos;s replies; it ends: %2.</source>
        <translation>مسار من %1 مع ردود الحاسوب؛ ينتهي: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="262"/>
        <source>No solution from where this line starts; it comes closest: %1.</source>
        <translation>لا حل من حيث يبدأ هذا المسار؛ وهو الأقرب: %1.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="272"/>
        <source>Preparing the solver&apos;s tables, a one-time wait… %1</source>
        <translation>جارٍ إعداد جداول الحلّال، انتظار لمرة واحدة… %1</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="274"/>
        <source>Preparing the solver&apos;s tables, a one-time wait that later searches are spared: %1 so far.</source>
        <translation>جارٍ إعداد جداول الحلّال، انتظار لمرة واحدة تُعفى منه عمليات البحث اللاحقة: %1 حتى الآن.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="282"/>
        <source>Shortening… best %1 moves (from %2), %3, %4 positions</source>
        <translation>جارٍ التقصير… الأفضل %1 من النقلات (من %2)، %3، %4 من الأوضاع</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="287"/>
        <source>%1 %2, %3 positions</source>
        <translation>%1 %2، %3 من الأوضاع</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="290"/>
        <source>%1 %2 positions so far, %3.</source>
        <translation>%1 %2 من الأوضاع حتى الآن، %3.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="304"/>
        <source>%1, %2 positions</source>
        <translation>%1، %2 من الأوضاع</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="346"/>
        <source>Gave up (%1)</source>
        <translation>توقف (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="347"/>
        <source>The solver gave up; the Solution panel says why.</source>
        <translation>توقف الحلّال؛ لوحة الحل تبيّن السبب.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="350"/>
        <source>The solver gave up before it proved its answer.</source>
        <translation>توقف الحلّال قبل أن يُثبت جوابه.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="351"/>
        <source>The solver gave up before it found an answer.</source>
        <translation>توقف الحلّال قبل أن يجد جوابًا.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="364"/>
        <source>Stopped (%1)</source>
        <translation>أُوقف (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="371"/>
        <source>Stopped after %1 positions and %2&#xa0;s, before this search&apos;s answer. The solution listed below was found earlier and still leads on from here.</source>
        <translation>أُوقف بعد %1 من الأوضاع و%2&#xa0;ث، قبل جواب هذا البحث. الحل المسرود أدناه وُجد من قبل ولا يزال يتابع من هنا.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="374"/>
        <source>Stopped after %1 positions and %2&#xa0;s, before an answer: nothing is known yet.</source>
        <translation>أُوقف بعد %1 من الأوضاع و%2&#xa0;ث، قبل جواب: لا شيء معروف بعد.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="389"/>
        <source>Found a solution in %1 (%2)</source>
        <translation>وُجد حل في %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="392"/>
        <source>This position is already solved.</source>
        <translation>هذا الوضع محلول أصلًا.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="399"/>
        <source>You can win (%1)</source>
        <translation>يمكنك الفوز (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="399"/>
        <source>The computer can win (%1)</source>
        <translation>يمكن للحاسوب الفوز (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="413"/>
        <source>No solution (%1)</source>
        <translation>لا حل (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="416"/>
        <source>There is no solution from this position.</source>
        <translation>لا حل من هذا الوضع.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="439"/>
        <source>%1. The line below comes closest: %2.</source>
        <translation>%1. المسار أدناه هو الأقرب: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="472"/>
        <source>A solution in %1, not proved the fewest: each move is one piece&apos;s steps in a row.</source>
        <translation>حل في %1، غير مُثبت أنه الأقل: كل نقلة هي خطوات قطعة واحدة متتالية.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="483"/>
        <source>No shorter solution found (%1)</source>
        <translation>لم يوجد حل أقصر (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="487"/>
        <source>Shortened from %1 to %2 moves (%3)</source>
        <translation>قُصّر من %1 إلى %2 من النقلات (%3)</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="490"/>
        <source>A solution in %1 moves, shortened from %2; shorter ones may exist.</source>
        <translation>حل في %1 من النقلات، مقصّر من %2؛ قد توجد حلول أقصر.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="504"/>
        <source>A solution in %1 moves, shortened from %2; still looking for a shorter one.</source>
        <translation>حل في %1 من النقلات، مقصّر من %2؛ لا يزال البحث جاريًا عن أقصر.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/solvepresenter.cpp" line="508"/>
        <source>Shortening… best %1 moves (from %2)</source>
        <translation>جارٍ التقصير… الأفضل %1 من النقلات (من %2)</translation>
    </message>
</context>
<context>
    <name>SpinBoxRange</name>
    <message>
        <location filename="../src/ui/widgets/spinboxrange.cpp" line="161"/>
        <source>From %1 to %2</source>
        <translation>من %1 إلى %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="6"/>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="20"/>
        <source>Records</source>
        <translation>الأرقام القياسية</translation>
    </message>
    <message>
        <location filename="../forms/statisticsdialog.ui" line="46"/>
        <source>No records yet. Every board you play is listed here from your first move on it: how often you played and solved it, and your fewest moves and best time.</source>
        <translation>لا أرقام قياسية بعد. كل لوحة تلعبها تُدرج هنا منذ نقلتك الأولى عليها: كم مرة لعبتها وحللتها، وأقل نقلاتك وأفضل وقت لك.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="149"/>
        <source>Puzzle</source>
        <translation>اللغز</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="150"/>
        <source>Size</source>
        <translation>الحجم</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="151"/>
        <source>Board</source>
        <translation>اللوحة</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="151"/>
        <source>The start position; hover over it to see it written out</source>
        <translation>وضع البداية؛ مرّر المؤشر فوقه لتراه مكتوبًا</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="152"/>
        <source>Played</source>
        <translation>لُعبت</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="152"/>
        <source>Games begun on this board</source>
        <translation>الألعاب التي بدأت على هذه اللوحة</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="153"/>
        <source>Solved</source>
        <translation>حُلّت</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="153"/>
        <source>Games you solved alone, without the solver&apos;s moves or a hint; against the computer, the games you won and lost</source>
        <translation>الألعاب التي حللتها وحدك، دون نقلات الحلّال أو تلميح؛ وأمام الحاسوب، الألعاب التي فزت بها وخسرتها</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="155"/>
        <source>With help</source>
        <translation>بمساعدة</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="155"/>
        <source>Games solved after the solver showed moves or a hint</source>
        <translation>الألعاب المحلولة بعد أن عرض الحلّال نقلات أو تلميحًا</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="156"/>
        <source>Fewest moves</source>
        <translation>أقل النقلات</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="156"/>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="157"/>
        <source>Of the games solved alone</source>
        <translation>من الألعاب المحلولة وحدك</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="157"/>
        <source>Best time</source>
        <translation>أفضل وقت</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="158"/>
        <source>Record set</source>
        <translation>تاريخ الرقم</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="158"/>
        <source>When a best was last bettered</source>
        <translation>متى حُسّن أفضل رقم آخر مرة</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="159"/>
        <source>Last played</source>
        <translation>آخر لعب</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="188"/>
        <source>&amp;Reset Records…</source>
        <translation>تصفير الأرقام القياسية (&amp;R)…</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="275"/>
        <source>%L1
+%L2 with help</source>
        <translation>%L1
+%L2 بمساعدة</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="276"/>
        <source>Solved alone: %L1; with help: %L2</source>
        <translation>حُلّت وحدك: %L1؛ بمساعدة: %L2</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="290"/>
        <source>Set on %1</source>
        <translation>سُجّل في %1</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="304"/>
        <source>%L1 won
%L2 lost</source>
        <translation>%L1 فوز
%L2 خسارة</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="305"/>
        <source>Games won and lost against the computer</source>
        <translation>الألعاب التي فزت بها وخسرتها أمام الحاسوب</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="306"/>
        <source>A game against the computer: how long it lasts is the computer&apos;s doing as much as yours, so it sets no record.</source>
        <translation>لعبة أمام الحاسوب: مدتها من صنع الحاسوب بقدر ما هي من صنعك، فلا تسجّل رقمًا قياسيًا.</translation>
    </message>
    <message>
        <location filename="../src/ui/records/statisticsdialog.cpp" line="318"/>
        <source>Reset Records</source>
        <translation>تصفير الأرقام القياسية</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/ui/records/statisticsdialog.cpp" line="319"/>
        <source>Forget the records of %n board(s): games played and solved, fewest moves and best times? This cannot be undone.</source>
        <translation>
            <numerusform>نسيان الأرقام القياسية لـ %n لوحة: الألعاب الملعوبة والمحلولة، وأقل النقلات وأفضل الأوقات؟ لا يمكن التراجع عن هذا.</numerusform>
            <numerusform>نسيان الأرقام القياسية للوحة واحدة (%n): الألعاب الملعوبة والمحلولة، وأقل النقلات وأفضل الأوقات؟ لا يمكن التراجع عن هذا.</numerusform>
            <numerusform>نسيان الأرقام القياسية لـ %n لوحتين: الألعاب الملعوبة والمحلولة، وأقل النقلات وأفضل الأوقات؟ لا يمكن التراجع عن هذا.</numerusform>
            <numerusform>نسيان الأرقام القياسية لـ %n لوحات: الألعاب الملعوبة والمحلولة، وأقل النقلات وأفضل الأوقات؟ لا يمكن التراجع عن هذا.</numerusform>
            <numerusform>نسيان الأرقام القياسية لـ %n لوحة: الألعاب الملعوبة والمحلولة، وأقل النقلات وأفضل الأوقات؟ لا يمكن التراجع عن هذا.</numerusform>
            <numerusform>نسيان الأرقام القياسية لـ %n لوحة: الألعاب الملعوبة والمحلولة، وأقل النقلات وأفضل الأوقات؟ لا يمكن التراجع عن هذا.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="24"/>
        <source>&amp;Wood</source>
        <translation>خشبي (&amp;W)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="25"/>
        <source>&amp;Light</source>
        <translation>فاتح (&amp;L)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="26"/>
        <source>&amp;Dark</source>
        <translation>داكن (&amp;D)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="27"/>
        <source>&amp;High Contrast</source>
        <translation>تباين عالٍ (&amp;H)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="95"/>
        <source>&amp;Theme</source>
        <translation>السمة (&amp;T)</translation>
    </message>
    <message>
        <location filename="../src/ui/settings/theme.cpp" line="96"/>
        <source>&amp;Follow Desktop</source>
        <translation>مثل سطح المكتب (&amp;F)</translation>
    </message>
</context>
<context>
    <name>TilePicture</name>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="24"/>
        <source>&amp;Lakeside</source>
        <translation>ضفة البحيرة (&amp;L)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="84"/>
        <source>%1 does not exist.</source>
        <translation>%1 غير موجود.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="88"/>
        <source>%1 is not a file.</source>
        <translation>%1 ليس ملفًا.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="92"/>
        <source>%1 is too large for a picture on the tiles: %2 MB, at most %3 MB.</source>
        <translation>%1 أكبر من أن يكون صورة على البلاطات: %2 ميغابايت، والحد %3 ميغابايت.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="102"/>
        <source>%1 is not an image Puzzlebox can read: %2.</source>
        <translation>%1 ليس صورة يستطيع Puzzlebox قراءتها: %2.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="107"/>
        <source>%1 is damaged: its image cannot be read.</source>
        <translation>%1 تالف: تتعذّر قراءة صورته.</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="112"/>
        <source>%1 has %2 × %3 pixels, more than a picture on the tiles may have (%4 on a side, %5 million in all).</source>
        <translation>في %1 ‏%2 × %3 بكسل، أكثر مما يُسمح لصورة على البلاطات (%4 في الضلع، %5 مليون إجمالًا).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="147"/>
        <source>%1 is damaged: its image cannot be read (%2).</source>
        <translation>%1 تالف: تتعذّر قراءة صورته (%2).</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="160"/>
        <source>Images (%1)</source>
        <translation>الصور (%1)</translation>
    </message>
    <message>
        <location filename="../src/ui/fifteen/tilepicture.cpp" line="161"/>
        <source>All files (*)</source>
        <translation>كل الملفات (*)</translation>
    </message>
</context>
<context>
    <name>UnsolvableBoard</name>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="15"/>
        <source>Unsolvable Board</source>
        <translation>لوحة لا تُحل</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="18"/>
        <source>Play it anyway? The moves work as usual, but the goal cannot be reached.</source>
        <translation>العبها على أي حال؟ النقلات تعمل كالمعتاد، لكن لا يمكن بلوغ الهدف.</translation>
    </message>
    <message>
        <location filename="../src/ui/solving/unsolvableboard.cpp" line="19"/>
        <source>&amp;Play Anyway</source>
        <translation>العب على أي حال (&amp;P)</translation>
    </message>
</context>
<context>
    <name>WindowTitle</name>
    <message>
        <location filename="../src/ui/window/windowtitle.cpp" line="61"/>
        <source>%1 %2</source>
        <comment>puzzle, board size</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/ui/window/windowtitle.cpp" line="73"/>
        <source>%1[*] — %2</source>
        <comment>file name, puzzle</comment>
        <translation>%1[*] — %2</translation>
    </message>
</context>
<context>
    <name>fifteen</name>
    <message>
        <location filename="../src/core/fifteen/fifteenboard.cpp" line="193"/>
        <source>This position cannot be solved: its tiles are an odd number of swaps away from the goal, while the blank is an even number of steps from its home in the bottom-right corner. Each slide changes both counts by one, so they never become even together, as the goal needs. Swapping any two tiles would make it solvable.</source>
        <translation>لا يمكن حل هذا الوضع: بلاطاته على بُعد عدد فردي من التبديلات عن الهدف، بينما الخانة الفارغة على بُعد عدد زوجي من الخطوات عن موضعها في الزاوية اليمنى السفلى. كل إزاحة تغيّر العددين بواحد، فلا يصيران زوجيين معًا أبدًا كما يتطلب الهدف. تبديل أي بلاطتين يجعله قابلًا للحل.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenboard.cpp" line="196"/>
        <source>This position cannot be solved: its tiles are an even number of swaps away from the goal, while the blank is an odd number of steps from its home in the bottom-right corner. Each slide changes both counts by one, so they never become even together, as the goal needs. Swapping any two tiles would make it solvable.</source>
        <translation>لا يمكن حل هذا الوضع: بلاطاته على بُعد عدد زوجي من التبديلات عن الهدف، بينما الخانة الفارغة على بُعد عدد فردي من الخطوات عن موضعها في الزاوية اليمنى السفلى. كل إزاحة تغيّر العددين بواحد، فلا يصيران زوجيين معًا أبدًا كما يتطلب الهدف. تبديل أي بلاطتين يجعله قابلًا للحل.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="30"/>
        <source>Solved.</source>
        <translation>حُلّت.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="31"/>
        <source>%n slide(s) from solved, the fewest.</source>
        <translation>
            <numerusform>%n إزاحة عن الحل، وهو الأقل.</numerusform>
            <numerusform>إزاحة واحدة (%n) عن الحل، وهو الأقل.</numerusform>
            <numerusform>%n إزاحتين عن الحل، وهو الأقل.</numerusform>
            <numerusform>%n إزاحات عن الحل، وهو الأقل.</numerusform>
            <numerusform>%n إزاحة عن الحل، وهو الأقل.</numerusform>
            <numerusform>%n إزاحة عن الحل، وهو الأقل.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="40"/>
        <source>This board cannot be solved.</source>
        <translation>لا يمكن حل هذه اللوحة.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="112"/>
        <source>The board can be solved; the fewest slides are not known: the search did not finish.</source>
        <translation>يمكن حل اللوحة؛ أقل الإزاحات غير معروف: لم يكتمل البحث.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="140"/>
        <source>The bound counts each tile&apos;s distance from its home, and two more slides for each tile that must step out of its row or column to let another pass.</source>
        <translation>يعدّ الحدّ بُعد كل بلاطة عن موضعها، وإزاحتين إضافيتين لكل بلاطة يجب أن تخرج من صفها أو عمودها لتفسح لأخرى.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="143"/>
        <source>Two more: the last slide brings tile %1 or tile %2 home out of the corner, and each must first go past its home to get there.</source>
        <translation>حركتان أخريان: النقلة الأخيرة تعيد البلاطة %1 أو البلاطة %2 إلى مكانها من الزاوية، وعلى كل منهما أن تتجاوز مكانها أولًا لتصل إليها.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="148"/>
        <source>At least %n slide(s) from solved.</source>
        <translation>
            <numerusform>%n إزاحة على الأقل عن الحل.</numerusform>
            <numerusform>إزاحة واحدة (%n) على الأقل عن الحل.</numerusform>
            <numerusform>%n إزاحتين على الأقل عن الحل.</numerusform>
            <numerusform>%n إزاحات على الأقل عن الحل.</numerusform>
            <numerusform>%n إزاحة على الأقل عن الحل.</numerusform>
            <numerusform>%n إزاحة على الأقل عن الحل.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="155"/>
        <source>At least %n slide(s) from solved; the best line found has %1.</source>
        <translation>
            <numerusform>%n إزاحة على الأقل عن الحل؛ أفضل مسار وُجد فيه %1.</numerusform>
            <numerusform>إزاحة واحدة (%n) على الأقل عن الحل؛ أفضل مسار وُجد فيه %1.</numerusform>
            <numerusform>%n إزاحتين على الأقل عن الحل؛ أفضل مسار وُجد فيه %1.</numerusform>
            <numerusform>%n إزاحات على الأقل عن الحل؛ أفضل مسار وُجد فيه %1.</numerusform>
            <numerusform>%n إزاحة على الأقل عن الحل؛ أفضل مسار وُجد فيه %1.</numerusform>
            <numerusform>%n إزاحة على الأقل عن الحل؛ أفضل مسار وُجد فيه %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteencoach.cpp" line="157"/>
        <source>The line is found quickly, a few tiles at a time, and may not be the shortest: Solve searches longer for a shorter one.</source>
        <translation>يُوجد المسار سريعًا، بضع بلاطات في كل مرة، وقد لا يكون الأقصر: «حلّ» يبحث مدة أطول عن أقصر.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="69"/>
        <source>&apos;%1&apos; is not a size: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>&apos;%1&apos; ليس حجمًا: يجب أن يكون السطر الأول حجم اللوحة، من 3 إلى 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="73"/>
        <source>Size %1 is not supported: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>الحجم %1 غير مدعوم: يجب أن يكون السطر الأول حجم اللوحة، من 3 إلى 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="77"/>
        <source>Unexpected &apos;%1&apos; after the size: the rows of tiles start on the next line</source>
        <translation>&apos;%1&apos; غير متوقع بعد الحجم: صفوف البلاطات تبدأ في السطر التالي</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="93"/>
        <source>Too many rows: a board of size %1 has %1 rows of tiles</source>
        <translation>صفوف كثيرة جدًا: لوحة بحجم %1 فيها %1 من صفوف البلاطات</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="100"/>
        <source>Too many numbers in row %1: a board of size %2 has %2 in each row</source>
        <translation>أرقام كثيرة جدًا في الصف %1: لوحة بحجم %2 فيها %2 في كل صف</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="110"/>
        <source>&apos;%1&apos; is not a tile: write the numbers 1 to %2 and 0 or _ for the blank</source>
        <translation>&apos;%1&apos; ليس بلاطة: اكتب الأرقام من 1 إلى %2 و0 أو _ للخانة الفارغة</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="114"/>
        <source>There is no tile %1 on a %2 × %2 board: the tiles are 1 to %3</source>
        <translation>لا بلاطة %1 على لوحة %2 × %2: البلاطات من 1 إلى %3</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="122"/>
        <source>Too few numbers in row %1: a board of size %2 has %2 in each row, this one %3</source>
        <translation>أرقام قليلة جدًا في الصف %1: لوحة بحجم %2 فيها %2 في كل صف، وهذه %3</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="129"/>
        <source>Too few rows: a board of size %1 has %1 rows of tiles, this one %2</source>
        <translation>صفوف قليلة جدًا: لوحة بحجم %1 فيها %1 من صفوف البلاطات، وهذه %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="155"/>
        <source>A second blank: the board has exactly one (the first is at line %1, column %2)</source>
        <translation>خانة فارغة ثانية: في اللوحة واحدة بالضبط (الأولى في السطر %1، العمود %2)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="159"/>
        <source>Tile %1 appears twice (first at line %2, column %3) and the board has no blank: write 0 or _ in the empty cell</source>
        <translation>البلاطة %1 تظهر مرتين (أولًا في السطر %2، العمود %3) واللوحة بلا خانة فارغة: اكتب 0 أو _ في الخانة الفارغة</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="162"/>
        <source>Tile %1 appears twice (first at line %2, column %3) and tile %4 is missing</source>
        <translation>البلاطة %1 تظهر مرتين (أولًا في السطر %2، العمود %3) والبلاطة %4 مفقودة</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenfile.cpp" line="176"/>
        <source>The file is empty: the first line must be the board&apos;s size, 3 to 9</source>
        <translation>الملف فارغ: يجب أن يكون السطر الأول حجم اللوحة، من 3 إلى 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="25"/>
        <source>A Fifteen has at most %1 cells, 9 × 9</source>
        <translation>في لعبة الخمسة عشر %1 خانة على الأكثر، 9 × 9</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="38"/>
        <source>The position has %1 cells; a Fifteen has 9, 16, 25, 36, 49, 64 or 81 (3 × 3 to 9 × 9)</source>
        <translation>في الوضع %1 خانة؛ وفي لعبة الخمسة عشر 9 أو 16 أو 25 أو 36 أو 49 أو 64 أو 81 (من 3 × 3 إلى 9 × 9)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="46"/>
        <source>Tile %1 is not on a %2 × %2 board: its tiles are 1 to %3 and 0 for the blank</source>
        <translation>البلاطة %1 ليست على لوحة %2 × %2: بلاطاتها من 1 إلى %3 و0 للخانة الفارغة</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="50"/>
        <source>The board has a second blank (0)</source>
        <translation>في اللوحة خانة فارغة ثانية (0)</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengameid.cpp" line="51"/>
        <source>Tile %1 is on the board twice</source>
        <translation>البلاطة %1 على اللوحة مرتين</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="116"/>
        <source>A Fifteen board is square, %1 × %1 to %2 × %2.</source>
        <translation>لوحة الخمسة عشر مربعة، من %1 × %1 إلى %2 × %2.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="128"/>
        <source>A %1 × %1 board is made with exactly 1 to %2 slides, not %3.</source>
        <translation>لوحة %1 × %1 تُصنع بإزاحات من 1 إلى %2 بالضبط، لا %3.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteengenerator.cpp" line="131"/>
        <source>A %1 × %1 board is shuffled with 1 to %2 slides, not %3.</source>
        <translation>لوحة %1 × %1 تُخلط بإزاحات من 1 إلى %2، لا %3.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="39"/>
        <source>The number on each tile counts the smaller tiles after it in reading order: %1 such pairs in all, an odd number. The solved board has none.</source>
        <translation>الرقم على كل بلاطة يعدّ البلاطات الأصغر التي تليها بترتيب القراءة: %1 زوجًا من هذا النوع إجمالًا، عدد فردي. اللوحة المحلولة ليس فيها أي زوج.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="41"/>
        <source>A slide along a row leaves the order of the tiles as it is. A slide along a column moves one tile past %1 others, an even number, so the count changes by an even amount.</source>
        <translation>الإزاحة على امتداد صف تترك ترتيب البلاطات كما هو. والإزاحة على امتداد عمود تمرّر بلاطة واحدة فوق %1 أخرى، عدد زوجي، فيتغيّر العدد بمقدار زوجي.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="43"/>
        <source>So the count stays odd whatever you slide, and never becomes 0.</source>
        <translation>فيبقى العدد فرديًا مهما أزحت، ولا يصير 0 أبدًا.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="55"/>
        <source>The number on each tile counts the smaller tiles after it in reading order; the number on the blank is its row, counted from the top. Together they make %1, an odd number.</source>
        <translation>الرقم على كل بلاطة يعدّ البلاطات الأصغر التي تليها بترتيب القراءة؛ والرقم على الخانة الفارغة هو صفها، معدودًا من الأعلى. معًا يبلغان %1، عدد فردي.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="57"/>
        <source>On the solved board no tile has a smaller one after it and the blank is in row %1: %1 in all, an even number.</source>
        <translation>على اللوحة المحلولة لا تليها بلاطة أصغر لأي بلاطة والخانة الفارغة في الصف %1: %1 إجمالًا، عدد زوجي.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="59"/>
        <source>A slide along a row changes neither the order of the tiles nor the blank&apos;s row. A slide along a column moves one tile past %1 others, an odd number, so the count changes by an odd amount, and the blank&apos;s row by one: the sum changes by an even amount.</source>
        <translation>الإزاحة على امتداد صف لا تغيّر ترتيب البلاطات ولا صف الخانة الفارغة. والإزاحة على امتداد عمود تمرّر بلاطة واحدة فوق %1 أخرى، عدد فردي، فيتغيّر العدد بمقدار فردي، وصف الخانة الفارغة بواحد: فيتغيّر المجموع بمقدار زوجي.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenparity.cpp" line="61"/>
        <source>So the sum stays odd whatever you slide, and never becomes even as the goal needs.</source>
        <translation>فيبقى المجموع فرديًا مهما أزحت، ولا يصير زوجيًا كما يتطلب الهدف.</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="64"/>
        <source>&apos;%1&apos; is not a move: write the number of the tile that slides into the blank, 1 to %2</source>
        <translation>&apos;%1&apos; ليست نقلة: اكتب رقم البلاطة التي تنزلق إلى الخانة الفارغة، من 1 إلى %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="68"/>
        <source>There is no tile %1 on this board: the tiles are 1 to %2</source>
        <translation>لا بلاطة %1 على هذه اللوحة: البلاطات من 1 إلى %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="72"/>
        <source>Tile %1 is not next to the blank, so it cannot slide</source>
        <translation>البلاطة %1 ليست مجاورة للخانة الفارغة، فلا يمكنها الانزلاق</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="122"/>
        <source>slide tile %1 left</source>
        <translation>أزِح البلاطة %1 يسارًا</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="124"/>
        <source>slide tile %1 right</source>
        <translation>أزِح البلاطة %1 يمينًا</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="126"/>
        <source>slide tile %1 up</source>
        <translation>أزِح البلاطة %1 لأعلى</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="127"/>
        <source>slide tile %1 down</source>
        <translation>أزِح البلاطة %1 لأسفل</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="141"/>
        <source>%1 × %1, every tile home</source>
        <translation>%1 × %1، كل بلاطة في مكانها</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="143"/>
        <source>%1 × %1, 1 tile out of place</source>
        <translation>%1 × %1، في غير مكانها: 1</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteenpuzzle.cpp" line="144"/>
        <source>%1 × %1, %2 tiles out of place</source>
        <translation>%1 × %1، في غير مكانها: %2</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteensolver.cpp" line="92"/>
        <source>The solver&apos;s table file %1 could no longer be read while the search read it (cut short by another program, or a disk error), so the search ended without an answer; solving again reads the table anew or builds it</source>
        <translation>تعذّرت قراءة ملف جداول الحلّال %1 أثناء قراءة البحث له (قطعه برنامج آخر، أو خطأ في القرص)، فانتهى البحث دون جواب؛ الحل مجددًا يقرأ الجدول من جديد أو يبنيه</translation>
    </message>
    <message>
        <location filename="../src/core/fifteen/fifteensolver.cpp" line="311"/>
        <source>Solving a 4 × 4 board needs %1 MiB for its pattern tables, more than the memory budget of %2 MiB</source>
        <translation>حل لوحة 4 × 4 يحتاج إلى %1 MiB لجداول الأنماط، أكثر من ميزانية الذاكرة البالغة %2 MiB</translation>
    </message>
</context>
<context>
    <name>gameid</name>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="66"/>
        <source>&apos;%1&apos; cannot be in a game ID: it has only letters, digits and the characters - . _ : #</source>
        <translation>لا يمكن أن يكون &apos;%1&apos; في معرّف لعبة: فيه حروف وأرقام والمحارف - . _ : # فقط</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="109"/>
        <source>The recipe starts with the size: RxC, N or a board&apos;s name, each number from 1</source>
        <translation>تبدأ الوصفة بالحجم: RxC أو N أو اسم لوحة، وكل رقم من 1</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="143"/>
        <source>The recipe&apos;s difficulty is easy, medium, hard or movesN (exactly N moves)</source>
        <translation>صعوبة الوصفة هي easy أو medium أو hard أو movesN (بالضبط N نقلة)</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="161"/>
        <source>The recipe is SIZE.DIFFICULTY.SEED, its parts separated by &apos;.&apos;</source>
        <translation>الوصفة هي SIZE.DIFFICULTY.SEED، وأجزاؤها مفصولة بـ &apos;.&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="189"/>
        <source>The recipe ends after its seed</source>
        <translation>تنتهي الوصفة بعد بذرتها</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="190"/>
        <source>The recipe ends after its seed, or after any of %1 in this order</source>
        <translation>تنتهي الوصفة بعد بذرتها، أو بعد أيٍّ من %1 بهذا الترتيب</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="202"/>
        <source>A game ID starts with the puzzle&apos;s name, one of %1, then &apos;:&apos;</source>
        <translation>يبدأ معرّف اللعبة باسم اللغز، أحد %1، ثم &apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="207"/>
        <source>Unknown puzzle &apos;%1&apos;: a game ID starts with one of %2, then &apos;:&apos;</source>
        <translation>لغز غير معروف &apos;%1&apos;: يبدأ معرّف اللعبة بأحد %2، ثم &apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="214"/>
        <source>The puzzle&apos;s name is followed by &apos;:&apos; and the position</source>
        <translation>يلي اسمَ اللغز &apos;:&apos; ثم الوضع</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="222"/>
        <source>The game ID is empty: it starts with the puzzle&apos;s name, one of %1, then &apos;:&apos; and the position</source>
        <translation>معرّف اللعبة فارغ: يبدأ باسم اللغز، أحد %1، ثم &apos;:&apos; والوضع</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="233"/>
        <source>The position comes after the puzzle&apos;s name and &apos;:&apos;</source>
        <translation>يأتي الوضع بعد اسم اللغز و&apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="237"/>
        <source>The position ends here, before an optional &apos;#&apos; and recipe</source>
        <translation>ينتهي الوضع هنا، قبل &apos;#&apos; ووصفة اختياريين</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="242"/>
        <source>These puzzles are not made to order, so their game ID has no &apos;#&apos; and recipe</source>
        <translation>هذه الألغاز لا تُصنع حسب الطلب، فليس في معرّف لعبتها &apos;#&apos; ولا وصفة</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="268"/>
        <source>A number comes here</source>
        <translation>يأتي رقم هنا</translation>
    </message>
    <message>
        <location filename="../src/core/common/gameid.cpp" line="275"/>
        <source>The number %1 is too large here: the most is %2</source>
        <translation>الرقم %1 كبير جدًا هنا: الحد الأقصى %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../src/app/main.cpp" line="30"/>
        <source>Puzzlebox is already running but does not answer. Close it or wait for it, then start Puzzlebox again.</source>
        <translation>Puzzlebox يعمل بالفعل لكنه لا يستجيب. أغلقه أو انتظره، ثم شغّل Puzzlebox مجددًا.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="34"/>
        <source>Puzzlebox Does Not Answer</source>
        <translation>Puzzlebox لا يستجيب</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="40"/>
        <source>Puzzlebox is already running, but this start cannot hand its file to it (%1). Open the file from that window, or close it and start Puzzlebox again.</source>
        <translation>Puzzlebox يعمل بالفعل، لكن هذا التشغيل لا يستطيع تسليمه ملفه (%1). افتح الملف من تلك النافذة، أو أغلقها وشغّل Puzzlebox مجددًا.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="44"/>
        <source>Puzzlebox Cannot Be Reached</source>
        <translation>يتعذّر الوصول إلى Puzzlebox</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="88"/>
        <source>Classic puzzles with solvers.</source>
        <translation>ألغاز كلاسيكية مع حلّالات.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="92"/>
        <source>Shows the version and the licence.</source>
        <translation>يعرض الإصدار والرخصة.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="94"/>
        <source>file</source>
        <translation>ملف</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="95"/>
        <source>A saved game or a board file to open, or a game ID to play.</source>
        <translation>لعبة محفوظة أو ملف لوحة لفتحه، أو معرّف لعبة للعبه.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="96"/>
        <source>[file]</source>
        <translation>[ملف]</translation>
    </message>
</context>
<context>
    <name>nim</name>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="52"/>
        <source>You win with perfect play: %n single stone(s) left on your turn, an even number.</source>
        <translation>
            <numerusform>تفوز باللعب المتقن: %n حجر مفرد متبقية في دورك، عدد زوجي.</numerusform>
            <numerusform>تفوز باللعب المتقن: حجر مفرد واحد (%n) متبقية في دورك، عدد زوجي.</numerusform>
            <numerusform>تفوز باللعب المتقن: %n حجران مفردان متبقية في دورك، عدد زوجي.</numerusform>
            <numerusform>تفوز باللعب المتقن: %n أحجار مفردة متبقية في دورك، عدد زوجي.</numerusform>
            <numerusform>تفوز باللعب المتقن: %n حجرًا مفردًا متبقية في دورك، عدد زوجي.</numerusform>
            <numerusform>تفوز باللعب المتقن: %n حجر مفرد متبقية في دورك، عدد زوجي.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="53"/>
        <source>You win with perfect play: %n single stone(s) left on the computer&apos;s turn, an odd number.</source>
        <translation>
            <numerusform>تفوز باللعب المتقن: %n حجر مفرد متبقية في دور الحاسوب، عدد فردي.</numerusform>
            <numerusform>تفوز باللعب المتقن: حجر مفرد واحد (%n) متبقية في دور الحاسوب، عدد فردي.</numerusform>
            <numerusform>تفوز باللعب المتقن: %n حجران مفردان متبقية في دور الحاسوب، عدد فردي.</numerusform>
            <numerusform>تفوز باللعب المتقن: %n أحجار مفردة متبقية في دور الحاسوب، عدد فردي.</numerusform>
            <numerusform>تفوز باللعب المتقن: %n حجرًا مفردًا متبقية في دور الحاسوب، عدد فردي.</numerusform>
            <numerusform>تفوز باللعب المتقن: %n حجر مفرد متبقية في دور الحاسوب، عدد فردي.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="55"/>
        <source>The computer wins with perfect play: %n single stone(s) left on your turn, an odd number.</source>
        <translation>
            <numerusform>يفوز الحاسوب باللعب المتقن: %n حجر مفرد متبقية في دورك، عدد فردي.</numerusform>
            <numerusform>يفوز الحاسوب باللعب المتقن: حجر مفرد واحد (%n) متبقية في دورك، عدد فردي.</numerusform>
            <numerusform>يفوز الحاسوب باللعب المتقن: %n حجران مفردان متبقية في دورك، عدد فردي.</numerusform>
            <numerusform>يفوز الحاسوب باللعب المتقن: %n أحجار مفردة متبقية في دورك، عدد فردي.</numerusform>
            <numerusform>يفوز الحاسوب باللعب المتقن: %n حجرًا مفردًا متبقية في دورك، عدد فردي.</numerusform>
            <numerusform>يفوز الحاسوب باللعب المتقن: %n حجر مفرد متبقية في دورك، عدد فردي.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimcoach.cpp" line="56"/>
        <source>The computer wins with perfect play: %n single stone(s) left on its turn, an even number.</source>
        <translation>
            <numerusform>يفوز الحاسوب باللعب المتقن: %n حجر مفرد متبقية في دوره، عدد زوجي.</numerusform>
            <numerusform>يفوز الحاسوب باللعب المتقن: حجر مفرد واحد (%n) متبقية في دوره، عدد زوجي.</numerusform>
            <numerusform>يفوز الحاسوب باللعب المتقن: %n حجران مفردان متبقية في دوره، عدد زوجي.</numerusform>
            <numerusform>يفوز الحاسوب باللعب المتقن: %n أحجار مفردة متبقية في دوره، عدد زوجي.</numerusform>
            <numerusform>يفوز الحاسوب باللعب المتقن: %n حجرًا مفردًا متبقية في دوره، عدد زوجي.</numerusform>
            <numerusform>يفوز الحاسوب باللعب المتقن: %n حجر مفرد متبقية في دوره، عدد زوجي.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="59"/>
        <source>You win with perfect play: the nim-sum is %1, not 0.</source>
        <translation>تفوز باللعب المتقن: مجموع نيم هو %1، لا 0.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="60"/>
        <source>You win with perfect play: the nim-sum is 0 on the computer&apos;s turn.</source>
        <translation>تفوز باللعب المتقن: مجموع نيم هو 0 في دور الحاسوب.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="62"/>
        <source>The computer wins with perfect play: the nim-sum is 0 on your turn.</source>
        <translation>يفوز الحاسوب باللعب المتقن: مجموع نيم هو 0 في دورك.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="63"/>
        <source>The computer wins with perfect play: the nim-sum is %1, not 0, on its turn.</source>
        <translation>يفوز الحاسوب باللعب المتقن: مجموع نيم هو %1، لا 0، في دوره.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="69"/>
        <source>The heaps in binary: %1.</source>
        <translation>الأكوام بالنظام الثنائي: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="70"/>
        <source>Their nim-sum (each binary digit counted: odd gives 1, even 0): %1 = %2.</source>
        <translation>مجموع نيم لها (كل رقم ثنائي يُعدّ: الفردي يعطي 1، والزوجي 0): %1 = %2.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="73"/>
        <source>Misère play: the nim-sum decides while a heap holds two stones or more; after that, the player to move wins when the number of single stones is even.</source>
        <translation>لعب الميزير: يحسم مجموع نيم ما دامت كومة فيها حجران أو أكثر؛ وبعد ذلك، يفوز اللاعب صاحب الدور حين يكون عدد الأحجار المفردة زوجيًا.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="75"/>
        <source>From a nim-sum other than 0 some move leaves 0, and from 0 every move leaves other than 0: whoever leaves 0 after each move wins.</source>
        <translation>من مجموع نيم غير 0 توجد نقلة تترك 0، ومن 0 كل نقلة تترك غير 0: من يترك 0 بعد كل نقلة يفوز.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="90"/>
        <source>You won.</source>
        <translation>فزت.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="91"/>
        <source>The computer won.</source>
        <translation>فاز الحاسوب.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="104"/>
        <source>Whatever you play, the computer can answer so that it wins.</source>
        <translation>أيًّا كان ما تلعبه، يستطيع الحاسوب الرد بحيث يفوز.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimcoach.cpp" line="105"/>
        <source>Whatever you play, the computer can answer so that it wins; only a mistake of its own gives you the game back.</source>
        <translation>أيًّا كان ما تلعبه، يستطيع الحاسوب الرد بحيث يفوز؛ ولا يعيد إليك اللعبة إلا خطأ منه.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="53"/>
        <source>A second board line: a Nim board is one line of heap sizes (line %1)</source>
        <translation>سطر لوحة ثانٍ: لوحة نيم سطر واحد من أحجام الأكوام (السطر %1)</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="60"/>
        <source>No heap sizes: a Nim board is one line such as 5 4 3</source>
        <translation>لا أحجام أكوام: لوحة نيم سطر واحد مثل 5 4 3</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="71"/>
        <source>The heap sizes come first, then &apos;misere&apos; or &apos;computer&apos;</source>
        <translation>تأتي أحجام الأكوام أولًا، ثم &apos;misere&apos; أو &apos;computer&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="77"/>
        <source>Unexpected &apos;%1&apos;: &apos;misere&apos; and &apos;computer&apos; end the line</source>
        <translation>&apos;%1&apos; غير متوقع: &apos;misere&apos; و&apos;computer&apos; ينهيان السطر</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="82"/>
        <source>&apos;%1&apos; is not a heap size: write whole numbers from 0 to 20, then optionally &apos;misere&apos;</source>
        <translation>&apos;%1&apos; ليس حجم كومة: اكتب أعدادًا صحيحة من 0 إلى 20، ثم &apos;misere&apos; اختياريًا</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="86"/>
        <source>Too many heaps: at most 8 are allowed</source>
        <translation>أكوام كثيرة جدًا: المسموح 8 على الأكثر</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="91"/>
        <source>A heap of %1 stones is too large: at most 20 are allowed</source>
        <translation>كومة فيها %1 من الأحجار كبيرة جدًا: المسموح 20 على الأكثر</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimfile.cpp" line="97"/>
        <source>Every heap is empty: there is no stone to take</source>
        <translation>كل الأكوام فارغة: لا حجر يؤخذ</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="45"/>
        <source>Nim has at most %1 heaps</source>
        <translation>عدد أكوام نيم %1 على الأكثر</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="51"/>
        <source>A heap has at most %1 stones</source>
        <translation>عدد أحجار الكومة %1 على الأكثر</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgameid.cpp" line="66"/>
        <source>After the heaps come only .misere, .computer, .fallible and .seedN, in this order</source>
        <translation>بعد الأكوام لا يأتي إلا .misere و.computer و.fallible و.seedN، بهذا الترتيب</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="13"/>
        <source>Nim is made winning or losing for the player to move, not to a number of moves.</source>
        <translation>تُصنع لعبة نيم رابحة أو خاسرة للاعب صاحب الدور، لا لعدد من النقلات.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="19"/>
        <source>Nim has 1 to %1 heaps.</source>
        <translation>عدد أكوام نيم من 1 إلى %1.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimgenerator.cpp" line="25"/>
        <source>A single heap is always won by the player to move: it takes every stone.</source>
        <translation>الكومة الواحدة يفوز بها دائمًا اللاعب صاحب الدور: يأخذ كل الأحجار.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="253"/>
        <source>&apos;%1&apos; is not a move: write the heap letter and the number of stones to take, such as A3</source>
        <translation>&apos;%1&apos; ليست نقلة: اكتب حرف الكومة وعدد الأحجار التي تؤخذ، مثل A3</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="258"/>
        <source>There is no heap %1: the heaps are A to %2</source>
        <translation>لا كومة %1: الأكوام من A إلى %2</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="262"/>
        <source>A move takes at least one stone</source>
        <translation>النقلة تأخذ حجرًا واحدًا على الأقل</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="265"/>
        <source>Heap %1 is empty</source>
        <translation>الكومة %1 فارغة</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="267"/>
        <source>Heap %1 has only one stone</source>
        <translation>في الكومة %1 حجر واحد فقط</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="269"/>
        <source>Heap %1 has only %2 stones, so %3 cannot be taken</source>
        <translation>في الكومة %1 ‏%2 من الأحجار فقط، فلا يمكن أخذ %3</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="322"/>
        <source>%1, misère</source>
        <translation>%1، ميزير</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimpuzzle.cpp" line="330"/>
        <source>take %n stone(s) from heap %1</source>
        <translation>
            <numerusform>خذ %n حجر من الكومة %1</numerusform>
            <numerusform>خذ حجرًا واحدًا (%n) من الكومة %1</numerusform>
            <numerusform>خذ %n حجرين من الكومة %1</numerusform>
            <numerusform>خذ %n أحجار من الكومة %1</numerusform>
            <numerusform>خذ %n حجرًا من الكومة %1</numerusform>
            <numerusform>خذ %n حجر من الكومة %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="337"/>
        <source>You win</source>
        <translation>فزت</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="338"/>
        <source>The computer wins</source>
        <translation>فاز الحاسوب</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="341"/>
        <source>1 stone left, your turn</source>
        <translation>بقي حجر واحد، دورك</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="342"/>
        <source>1 stone left, the computer&apos;s turn</source>
        <translation>بقي حجر واحد، دور الحاسوب</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="346"/>
        <source>%1 stones left, your turn</source>
        <translation>بقي %1 من الأحجار، دورك</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="347"/>
        <source>%1 stones left, the computer&apos;s turn</source>
        <translation>بقي %1 من الأحجار، دور الحاسوب</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/nim/nimpuzzle.cpp" line="382"/>
        <source>You win with perfect play: take %n stone(s) from heap %1.</source>
        <translation>
            <numerusform>تفوز باللعب المتقن: خذ %n حجر من الكومة %1.</numerusform>
            <numerusform>تفوز باللعب المتقن: خذ حجرًا واحدًا (%n) من الكومة %1.</numerusform>
            <numerusform>تفوز باللعب المتقن: خذ %n حجرين من الكومة %1.</numerusform>
            <numerusform>تفوز باللعب المتقن: خذ %n أحجار من الكومة %1.</numerusform>
            <numerusform>تفوز باللعب المتقن: خذ %n حجرًا من الكومة %1.</numerusform>
            <numerusform>تفوز باللعب المتقن: خذ %n حجر من الكومة %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="386"/>
        <source>You win with perfect play, whatever the computer does.</source>
        <translation>تفوز باللعب المتقن، أيًّا كان ما يفعله الحاسوب.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="388"/>
        <source>The computer could win with perfect play, but this line wins from one of its mistakes.</source>
        <translation>كان بإمكان الحاسوب الفوز باللعب المتقن، لكن هذا المسار يفوز من أحد أخطائه.</translation>
    </message>
    <message>
        <location filename="../src/core/nim/nimpuzzle.cpp" line="389"/>
        <source>The computer wins against any play; this line makes it take longest.</source>
        <translation>يفوز الحاسوب أمام أي لعب؛ وهذا المسار يجعله يستغرق أطول وقت.</translation>
    </message>
</context>
<context>
    <name>pegs</name>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="296"/>
        <source>The table of explored positions filled the memory budget of %1 after %2 positions</source>
        <translation>ملأ جدول الأوضاع المستكشفة ميزانية الذاكرة البالغة %1 بعد %2 من الأوضاع</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="563"/>
        <source>The table of counted positions filled the memory budget of %1</source>
        <translation>ملأ جدول الأوضاع المعدودة ميزانية الذاكرة البالغة %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegclassify.cpp" line="568"/>
        <source>There are more than 2^64 solutions</source>
        <translation>هناك أكثر من 2^64 حلًا</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="63"/>
        <source>One peg can no longer be left.</source>
        <translation>لم يعد بالإمكان إبقاء وتد واحد.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="70"/>
        <source>Not known yet whether one peg can still be left.</source>
        <translation>غير معروف بعد إن كان لا يزال بالإمكان إبقاء وتد واحد.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="81"/>
        <location filename="../src/core/pegs/pegsolver.cpp" line="399"/>
        <source>There are no pegs on the board</source>
        <translation>لا أوتاد على اللوحة</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="88"/>
        <source>Solved: one peg is left, in hole %1.</source>
        <translation>حُلّت: بقي وتد واحد، في الثقب %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="93"/>
        <source>No peg can jump any more.</source>
        <translation>لا يستطيع أي وتد القفز بعد الآن.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="97"/>
        <source>The position class (the rule of three) leaves no hole for a last peg.</source>
        <translation>صنف الوضع (قاعدة الثلاثة) لا يترك ثقبًا لوتد أخير.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="103"/>
        <source>A search of every line from this start, run once by the program %1, proved it.</source>
        <translation>أثبته بحثٌ في كل المسارات من هذه البداية، أجراه البرنامج %1 مرة واحدة.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="128"/>
        <source>A pagoda function proves it: the pegs weigh %1, one last peg at least %2.</source>
        <translation>تُثبته دالة الباغودا: وزن الأوتاد %1، ووتد أخير واحد %2 على الأقل.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="136"/>
        <source>The coach&apos;s search ran out of time before it could tell; Solve searches longer.</source>
        <translation>نفد وقت بحث المدرّب قبل أن يحسم؛ «حلّ» يبحث مدة أطول.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoach.cpp" line="183"/>
        <source>%n move(s) at the fewest from here, a chain of jumps by one peg counting as one.</source>
        <translation>
            <numerusform>%n نقلة على الأقل من هنا، وسلسلة قفزات وتد واحد تُعدّ نقلة واحدة.</numerusform>
            <numerusform>نقلة واحدة (%n) على الأقل من هنا، وسلسلة قفزات وتد واحد تُعدّ نقلة واحدة.</numerusform>
            <numerusform>%n نقلتان على الأقل من هنا، وسلسلة قفزات وتد واحد تُعدّ نقلة واحدة.</numerusform>
            <numerusform>%n نقلات على الأقل من هنا، وسلسلة قفزات وتد واحد تُعدّ نقلة واحدة.</numerusform>
            <numerusform>%n نقلة على الأقل من هنا، وسلسلة قفزات وتد واحد تُعدّ نقلة واحدة.</numerusform>
            <numerusform>%n نقلة على الأقل من هنا، وسلسلة قفزات وتد واحد تُعدّ نقلة واحدة.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="195"/>
        <source>One peg can still be left: in hole %1.</source>
        <translation>لا يزال بالإمكان إبقاء وتد واحد: في الثقب %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="196"/>
        <source>One peg can still be left: in holes %1.</source>
        <translation>لا يزال بالإمكان إبقاء وتد واحد: في الثقوب %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="198"/>
        <source>One peg can still be left: in hole %1, perhaps in others too.</source>
        <translation>لا يزال بالإمكان إبقاء وتد واحد: في الثقب %1، وربما في غيره أيضًا.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="199"/>
        <source>One peg can still be left: in holes %1, perhaps in others too.</source>
        <translation>لا يزال بالإمكان إبقاء وتد واحد: في الثقوب %1، وربما في غيرها أيضًا.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoach.cpp" line="201"/>
        <source>%n jump(s) left: every jump takes one peg.</source>
        <translation>
            <numerusform>بقي %n قفزة: كل قفزة تأخذ وتدًا واحدًا.</numerusform>
            <numerusform>بقي قفزة واحدة (%n): كل قفزة تأخذ وتدًا واحدًا.</numerusform>
            <numerusform>بقي %n قفزتان: كل قفزة تأخذ وتدًا واحدًا.</numerusform>
            <numerusform>بقي %n قفزات: كل قفزة تأخذ وتدًا واحدًا.</numerusform>
            <numerusform>بقي %n قفزة: كل قفزة تأخذ وتدًا واحدًا.</numerusform>
            <numerusform>بقي %n قفزة: كل قفزة تأخذ وتدًا واحدًا.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="203"/>
        <source>Not yet decided: hole %1.</source>
        <translation>لم يُحسم بعد: الثقب %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="204"/>
        <source>Not yet decided: holes %1.</source>
        <translation>لم يُحسم بعد: الثقوب %1.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoach.cpp" line="234"/>
        <source>Stopped before it could tell.</source>
        <translation>توقف قبل أن يحسم.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="83"/>
        <source>The holes are coloured by position class (the rule of three): every jump touches one hole of each colour, so it changes the number of pegs on each colour by one.</source>
        <translation>الثقوب ملوّنة حسب صنف الوضع (قاعدة الثلاثة): كل قفزة تمسّ ثقبًا واحدًا من كل لون، فتغيّر عدد الأوتاد على كل لون بواحد.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="84"/>
        <source>So the three counts turn odd or even together. Now they are %1, %2 and %3 pegs: all odd.</source>
        <translation>فتصير الأعداد الثلاثة فردية أو زوجية معًا. هي الآن %1 و%2 و%3 من الأوتاد: كلها فردية.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="85"/>
        <source>So the three counts turn odd or even together. Now they are %1, %2 and %3 pegs: all even.</source>
        <translation>فتصير الأعداد الثلاثة فردية أو زوجية معًا. هي الآن %1 و%2 و%3 من الأوتاد: كلها زوجية.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="86"/>
        <source>One last peg would need one colour with a peg and two without: one odd count and two even ones.</source>
        <translation>وتد أخير واحد يحتاج إلى لون فيه وتد ولونين بلا وتد: عدد فردي واحد وعددين زوجيين.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="116"/>
        <source>The number on each hole is its weight; the pegs weigh the sum of the numbers under them.</source>
        <translation>الرقم على كل ثقب وزنه؛ ووزن الأوتاد مجموع الأرقام تحتها.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="117"/>
        <source>A jump never raises the weight: the holes a peg jumps from and over weigh at least as much as the hole it lands in.</source>
        <translation>القفزة لا تزيد الوزن أبدًا: الثقبان اللذان يقفز الوتد منه وفوقه يزنان على الأقل بقدر الثقب الذي يهبط فيه.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="120"/>
        <source>The pegs weigh %1 now; one last peg in hole %2 would weigh %3.</source>
        <translation>وزن الأوتاد الآن %1؛ ووتد أخير واحد في الثقب %2 سيزن %3.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="121"/>
        <source>The pegs weigh %1 now; one last peg in any of the holes %2 would weigh at least %3.</source>
        <translation>وزن الأوتاد الآن %1؛ ووتد أخير واحد في أي من الثقوب %2 سيزن %3 على الأقل.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="125"/>
        <source>The position class (the rule of three) keeps a last peg out of every other hole.</source>
        <translation>صنف الوضع (قاعدة الثلاثة) يُبقي الوتد الأخير خارج كل ثقب آخر.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="139"/>
        <source>A search of every line from here, %n position(s), found none that leaves one peg.</source>
        <translation>
            <numerusform>بحثٌ في كل المسارات من هنا، %n وضع، لم يجد أيًّا يترك وتدًا واحدًا.</numerusform>
            <numerusform>بحثٌ في كل المسارات من هنا، وضع واحد (%n)، لم يجد أيًّا يترك وتدًا واحدًا.</numerusform>
            <numerusform>بحثٌ في كل المسارات من هنا، %n وضعين، لم يجد أيًّا يترك وتدًا واحدًا.</numerusform>
            <numerusform>بحثٌ في كل المسارات من هنا، %n أوضاع، لم يجد أيًّا يترك وتدًا واحدًا.</numerusform>
            <numerusform>بحثٌ في كل المسارات من هنا، %n وضعًا، لم يجد أيًّا يترك وتدًا واحدًا.</numerusform>
            <numerusform>بحثٌ في كل المسارات من هنا، %n وضع، لم يجد أيًّا يترك وتدًا واحدًا.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegcoachproof.cpp" line="153"/>
        <source>A search of every line from this start, %n position(s), run once by the program %1, found none that leaves one peg.</source>
        <translation>
            <numerusform>بحثٌ في كل المسارات من هذه البداية، %n وضع، أجراه البرنامج %1 مرة واحدة، لم يجد أيًّا يترك وتدًا واحدًا.</numerusform>
            <numerusform>بحثٌ في كل المسارات من هذه البداية، وضع واحد (%n)، أجراه البرنامج %1 مرة واحدة، لم يجد أيًّا يترك وتدًا واحدًا.</numerusform>
            <numerusform>بحثٌ في كل المسارات من هذه البداية، %n وضعين، أجراه البرنامج %1 مرة واحدة، لم يجد أيًّا يترك وتدًا واحدًا.</numerusform>
            <numerusform>بحثٌ في كل المسارات من هذه البداية، %n أوضاع، أجراه البرنامج %1 مرة واحدة، لم يجد أيًّا يترك وتدًا واحدًا.</numerusform>
            <numerusform>بحثٌ في كل المسارات من هذه البداية، %n وضعًا، أجراه البرنامج %1 مرة واحدة، لم يجد أيًّا يترك وتدًا واحدًا.</numerusform>
            <numerusform>بحثٌ في كل المسارات من هذه البداية، %n وضع، أجراه البرنامج %1 مرة واحدة، لم يجد أيًّا يترك وتدًا واحدًا.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegfewestmoves.cpp" line="456"/>
        <source>The table of positions filled the memory budget of %1 after %2 positions; a line of %n move(s) was found, but not proved the fewest</source>
        <translation>
            <numerusform>ملأ جدول الأوضاع ميزانية الذاكرة البالغة %1 بعد %2 من الأوضاع؛ وُجد مسار من %n نقلة، لكن لم يُثبت أنه الأقل</numerusform>
            <numerusform>ملأ جدول الأوضاع ميزانية الذاكرة البالغة %1 بعد %2 من الأوضاع؛ وُجد مسار من نقلة واحدة (%n)، لكن لم يُثبت أنه الأقل</numerusform>
            <numerusform>ملأ جدول الأوضاع ميزانية الذاكرة البالغة %1 بعد %2 من الأوضاع؛ وُجد مسار من %n نقلتين، لكن لم يُثبت أنه الأقل</numerusform>
            <numerusform>ملأ جدول الأوضاع ميزانية الذاكرة البالغة %1 بعد %2 من الأوضاع؛ وُجد مسار من %n نقلات، لكن لم يُثبت أنه الأقل</numerusform>
            <numerusform>ملأ جدول الأوضاع ميزانية الذاكرة البالغة %1 بعد %2 من الأوضاع؛ وُجد مسار من %n نقلة، لكن لم يُثبت أنه الأقل</numerusform>
            <numerusform>ملأ جدول الأوضاع ميزانية الذاكرة البالغة %1 بعد %2 من الأوضاع؛ وُجد مسار من %n نقلة، لكن لم يُثبت أنه الأقل</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="52"/>
        <source>Unexpected character &apos;%1&apos;: a board without a first line &apos;triangle&apos; or &apos;square&apos; is 15 values 0 or 1</source>
        <translation>محرف غير متوقع &apos;%1&apos;: لوحة بلا سطر أول &apos;triangle&apos; أو &apos;square&apos; هي 15 قيمة 0 أو 1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="65"/>
        <source>Found %1 values 0 or 1; a board without a first line &apos;triangle&apos; or &apos;square&apos; must have exactly 15, the holes of the 15-hole triangle</source>
        <translation>وُجد %1 من القيم 0 أو 1؛ لوحة بلا سطر أول &apos;triangle&apos; أو &apos;square&apos; يجب أن تحوي 15 بالضبط، ثقوب المثلث ذي 15 ثقبًا</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="74"/>
        <source>The board has no pegs: 1 is a peg, 0 an empty hole</source>
        <translation>لا أوتاد في اللوحة: 1 وتد، و0 ثقب فارغ</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="84"/>
        <location filename="../src/core/pegs/peggameid.cpp" line="40"/>
        <source>The board has more than %1 rows: a board spans at most %1 rows of at most %1 cells</source>
        <translation>في اللوحة أكثر من %1 من الصفوف: تمتد اللوحة على %1 من الصفوف على الأكثر، في كل منها %1 من الخانات على الأكثر</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="87"/>
        <location filename="../src/core/pegs/peggameid.cpp" line="62"/>
        <source>Row %1 has more than %2 cells: a board spans at most %2 rows of at most %2 cells</source>
        <translation>في الصف %1 أكثر من %2 من الخانات: تمتد اللوحة على %2 من الصفوف على الأكثر، في كل منها %2 من الخانات على الأكثر</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="96"/>
        <source>No board rows after &apos;%1&apos;: write one line per row of the board</source>
        <translation>لا صفوف لوحة بعد &apos;%1&apos;: اكتب سطرًا لكل صف من اللوحة</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="122"/>
        <source>Unexpected character &apos;%1&apos;: a cell is &apos;o&apos; or &apos;1&apos; for a peg, &apos;.&apos; or &apos;0&apos; for an empty hole, &apos;-&apos; for no hole</source>
        <translation>محرف غير متوقع &apos;%1&apos;: الخانة &apos;o&apos; أو &apos;1&apos; للوتد، و&apos;.&apos; أو &apos;0&apos; للثقب الفارغ، و&apos;-&apos; لعدم وجود ثقب</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="129"/>
        <source>Too many cells: row %1 of a triangle has %2</source>
        <translation>خانات كثيرة جدًا: الصف %1 من المثلث فيه %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="152"/>
        <source>Too few cells: row %1 of a triangle has %2, this one %3</source>
        <translation>خانات قليلة جدًا: الصف %1 من المثلث فيه %2، وهذا %3</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="160"/>
        <source>The board has %1 holes; at most %2 are supported</source>
        <translation>في اللوحة %1 من الثقوب؛ والمدعوم %2 على الأكثر</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="164"/>
        <source>The board has no holes: &apos;o&apos; or &apos;1&apos; is a peg, &apos;.&apos; or &apos;0&apos; an empty hole</source>
        <translation>لا ثقوب في اللوحة: &apos;o&apos; أو &apos;1&apos; وتد، و&apos;.&apos; أو &apos;0&apos; ثقب فارغ</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="166"/>
        <source>The board has no pegs: &apos;o&apos; or &apos;1&apos; is a peg</source>
        <translation>لا أوتاد في اللوحة: &apos;o&apos; أو &apos;1&apos; وتد</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="192"/>
        <source>The file has only comments: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>في الملف تعليقات فقط: يجب أن يكون السطر الأول &apos;triangle&apos; أو &apos;square&apos;، ثم سطر لكل صف من اللوحة</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="193"/>
        <source>The file is empty: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>الملف فارغ: يجب أن يكون السطر الأول &apos;triangle&apos; أو &apos;square&apos;، ثم سطر لكل صف من اللوحة</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="212"/>
        <source>The board&apos;s shape is missing: the first line must be &apos;triangle&apos; or &apos;square&apos;, then one line per row of the board</source>
        <translation>شكل اللوحة مفقود: يجب أن يكون السطر الأول &apos;triangle&apos; أو &apos;square&apos;، ثم سطر لكل صف من اللوحة</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="215"/>
        <source>Unknown board shape &apos;%1&apos;: the first line must be &apos;triangle&apos; or &apos;square&apos;</source>
        <translation>شكل لوحة غير معروف &apos;%1&apos;: يجب أن يكون السطر الأول &apos;triangle&apos; أو &apos;square&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegfile.cpp" line="220"/>
        <source>Unexpected &apos;%1&apos; after &apos;%2&apos;: the board&apos;s rows start on the next line</source>
        <translation>&apos;%1&apos; غير متوقع بعد &apos;%2&apos;: صفوف اللوحة تبدأ في السطر التالي</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="50"/>
        <source>A run of cells is at least 1 long</source>
        <translation>طول سلسلة الخانات 1 على الأقل</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="54"/>
        <source>A cell is &apos;o&apos; for a peg, &apos;.&apos; for an empty hole, &apos;-&apos; for no hole, rows separated by &apos;_&apos;</source>
        <translation>الخانة &apos;o&apos; للوتد، و&apos;.&apos; للثقب الفارغ، و&apos;-&apos; لعدم وجود ثقب، والصفوف مفصولة بـ &apos;_&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="58"/>
        <source>Too many cells: row %1 of a triangle has %1</source>
        <translation>خانات كثيرة جدًا: الصف %1 من المثلث فيه %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="70"/>
        <source>The board has more than %1 holes</source>
        <translation>في اللوحة أكثر من %1 من الثقوب</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="80"/>
        <source>Too few cells: row %1 of a triangle has %1</source>
        <translation>خانات قليلة جدًا: الصف %1 من المثلث فيه %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="82"/>
        <source>A row has at least one cell: &apos;o&apos;, &apos;.&apos; or &apos;-&apos;</source>
        <translation>في الصف خانة واحدة على الأقل: &apos;o&apos; أو &apos;.&apos; أو &apos;-&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="121"/>
        <source>A peg board starts with its lattice: &apos;t&apos; for a triangle, &apos;s&apos; for a square</source>
        <translation>تبدأ لوحة الأوتاد بشبكتها: &apos;t&apos; للمثلث، و&apos;s&apos; للمربع</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="123"/>
        <source>Each row of the board starts with &apos;_&apos;</source>
        <translation>يبدأ كل صف من اللوحة بـ &apos;_&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="128"/>
        <source>The board has no holes: &apos;o&apos; is a peg, &apos;.&apos; an empty hole</source>
        <translation>لا ثقوب في اللوحة: &apos;o&apos; وتد، و&apos;.&apos; ثقب فارغ</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggameid.cpp" line="130"/>
        <source>The board has no pegs: &apos;o&apos; is a peg</source>
        <translation>لا أوتاد في اللوحة: &apos;o&apos; وتد</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="190"/>
        <source>A peg solitaire board is a triangle of side %1 to %2, a rectangle of at most %3 × %3, or the English, European, Wiegleb or diamond board.</source>
        <translation>لوحة سوليتير الأوتاد مثلث ضلعه من %1 إلى %2، أو مستطيل %3 × %3 على الأكثر، أو اللوحة الإنجليزية أو الأوروبية أو لوحة فيغليب أو المعيّن.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="197"/>
        <source>This board is too small for a single jump.</source>
        <translation>هذه اللوحة أصغر من أن تتسع لقفزة واحدة.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="206"/>
        <source>This board of %1 holes takes 1 to %2 jumps, not %3.</source>
        <translation>هذه اللوحة، وعدد ثقوبها %1، تأخذ من 1 إلى %2 من القفزات، لا %3.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/peggenerator.cpp" line="221"/>
        <source>No start of %1 jumps was found on this board.</source>
        <translation>لم تُوجد على هذه اللوحة بداية من %1 من القفزات.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="48"/>
        <source>English cross of %1 holes</source>
        <translation>صليب إنجليزي من %1 ثقبًا</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="49"/>
        <source>European cross of %1 holes</source>
        <translation>صليب أوروبي من %1 ثقبًا</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="50"/>
        <source>Wiegleb cross of %1 holes</source>
        <translation>صليب فيغليب من %1 ثقبًا</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="51"/>
        <source>diamond of %1 holes</source>
        <translation>معيّن من %1 ثقبًا</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="221"/>
        <source>&apos;%1&apos; is not a move: write FROM-TO with hole numbers, such as 11-4</source>
        <translation>&apos;%1&apos; ليست نقلة: اكتب FROM-TO بأرقام الثقوب، مثل 11-4</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="228"/>
        <source>There is no hole %1 on this board: the holes are numbered 0 to %2</source>
        <translation>لا ثقب %1 على هذه اللوحة: الثقوب مرقّمة من 0 إلى %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="235"/>
        <source>No jump leads from hole %1 to hole %2: they are not two holes apart on a line</source>
        <translation>لا قفزة من الثقب %1 إلى الثقب %2: ليسا على بُعد ثقبين على خط واحد</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="239"/>
        <source>Hole %1 has no peg to move</source>
        <translation>لا وتد في الثقب %1 لتحريكه</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="243"/>
        <source>Hole %1 has no peg to jump over</source>
        <translation>لا وتد في الثقب %1 للقفز فوقه</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="247"/>
        <source>Hole %1 is not empty: a peg can only land in an empty hole</source>
        <translation>الثقب %1 ليس فارغًا: لا يهبط الوتد إلا في ثقب فارغ</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="298"/>
        <source>jump %1 over %2 into %3</source>
        <translation>اقفز من %1 فوق %2 إلى %3</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="325"/>
        <source>triangle of %1 holes</source>
        <translation>مثلث عدد ثقوبه %1</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="329"/>
        <source>rectangle of %1 × %2</source>
        <translation>مستطيل %1 × %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="332"/>
        <source>board of %n hole(s)</source>
        <translation>
            <numerusform>لوحة من %n ثقب</numerusform>
            <numerusform>لوحة من ثقب واحد (%n)</numerusform>
            <numerusform>لوحة من %n ثقبين</numerusform>
            <numerusform>لوحة من %n ثقوب</numerusform>
            <numerusform>لوحة من %n ثقبًا</numerusform>
            <numerusform>لوحة من %n ثقب</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="339"/>
        <source>1 peg left</source>
        <translation>بقي وتد واحد</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegpuzzle.cpp" line="340"/>
        <source>%1 pegs left</source>
        <translation>بقي %1 من الأوتاد</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="30"/>
        <source>The last peg can finish in %n hole(s): %1.</source>
        <translation>
            <numerusform>يمكن أن ينتهي الوتد الأخير في %n ثقب: %1.</numerusform>
            <numerusform>يمكن أن ينتهي الوتد الأخير في ثقب واحد (%n): %1.</numerusform>
            <numerusform>يمكن أن ينتهي الوتد الأخير في %n ثقبين: %1.</numerusform>
            <numerusform>يمكن أن ينتهي الوتد الأخير في %n ثقوب: %1.</numerusform>
            <numerusform>يمكن أن ينتهي الوتد الأخير في %n ثقبًا: %1.</numerusform>
            <numerusform>يمكن أن ينتهي الوتد الأخير في %n ثقب: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="31"/>
        <source>No hole: from this position no line of jumps leaves a single peg.</source>
        <translation>لا ثقب: من هذا الوضع لا يترك أي مسار قفزات وتدًا واحدًا.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="32"/>
        <source>The search gave up; the last peg can finish in %1, and the other holes are undecided.</source>
        <translation>توقف البحث؛ يمكن أن ينتهي الوتد الأخير في %1، وبقية الثقوب لم تُحسم.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="34"/>
        <source>%n distinct solution(s) from this position.</source>
        <translation>
            <numerusform>%n حل مختلف من هذا الوضع.</numerusform>
            <numerusform>حل واحد مختلف (%n) من هذا الوضع.</numerusform>
            <numerusform>%n حلّان مختلفان من هذا الوضع.</numerusform>
            <numerusform>%n حلول مختلفة من هذا الوضع.</numerusform>
            <numerusform>%n حلًا مختلفًا من هذا الوضع.</numerusform>
            <numerusform>%n حل مختلف من هذا الوضع.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="35"/>
        <source>No line of jumps from this position leaves a single peg.</source>
        <translation>لا يترك أي مسار قفزات من هذا الوضع وتدًا واحدًا.</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsfamily.cpp" line="36"/>
        <source>Fewest pegs that can be left: %1</source>
        <translation>أقل عدد أوتاد يمكن أن يبقى: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/pegs/pegsfamily.cpp" line="38"/>
        <source>%n jump(s)</source>
        <translation>
            <numerusform>%n قفزة</numerusform>
            <numerusform>%n قفزة</numerusform>
            <numerusform>%n قفزتان</numerusform>
            <numerusform>%n قفزات</numerusform>
            <numerusform>%n قفزة</numerusform>
            <numerusform>%n قفزة</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="352"/>
        <source>The table of positions that fail filled the memory budget of %1 after %2 positions; nothing is known</source>
        <translation>ملأ جدول الأوضاع الفاشلة ميزانية الذاكرة البالغة %1 بعد %2 من الأوضاع؛ لا شيء معروف</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="393"/>
        <source>Hole %1 is not on this board: the holes are numbered 0 to %2</source>
        <translation>الثقب %1 ليس على هذه اللوحة: الثقوب مرقّمة من 0 إلى %2</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="419"/>
        <source>No sequence of jumps leaves one peg in hole %1, nor in any other: proved by an exhaustive search of %2 positions (%3)</source>
        <translation>لا تترك أي سلسلة قفزات وتدًا واحدًا في الثقب %1، ولا في أي ثقب آخر: أثبته بحث شامل في %2 من الأوضاع (%3)</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="422"/>
        <source>No sequence of jumps leaves one peg: proved by an exhaustive search of %1 positions (%2)</source>
        <translation>لا تترك أي سلسلة قفزات وتدًا واحدًا: أثبته بحث شامل في %1 من الأوضاع (%2)</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="458"/>
        <source>No sequence of jumps leaves one peg in hole %1: the position class (rule of three) forbids it</source>
        <translation>لا تترك أي سلسلة قفزات وتدًا واحدًا في الثقب %1: صنف الوضع (قاعدة الثلاثة) يمنع ذلك</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="461"/>
        <source>No sequence of jumps leaves one peg: the position class (rule of three) forbids every hole</source>
        <translation>لا تترك أي سلسلة قفزات وتدًا واحدًا: صنف الوضع (قاعدة الثلاثة) يمنع كل الثقوب</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="495"/>
        <source>No sequence of jumps leaves one peg in hole %1; exhausted search of %2 positions</source>
        <translation>لا تترك أي سلسلة قفزات وتدًا واحدًا في الثقب %1؛ بحث مستنفد في %2 من الأوضاع</translation>
    </message>
    <message>
        <location filename="../src/core/pegs/pegsolver.cpp" line="498"/>
        <source>No sequence of jumps leaves one peg; exhausted search of %1 positions</source>
        <translation>لا تترك أي سلسلة قفزات وتدًا واحدًا؛ بحث مستنفد في %1 من الأوضاع</translation>
    </message>
</context>
<context>
    <name>roller</name>
    <message numerus="yes">
        <location filename="../src/core/roller/rollercoach.cpp" line="21"/>
        <source>%n of the %1 ones on the top row.</source>
        <translation>
            <numerusform>%n من الآحاد من أصل %1 في الصف العلوي.</numerusform>
            <numerusform>واحد (%n) من الآحاد من أصل %1 في الصف العلوي.</numerusform>
            <numerusform>%n من الآحاد من أصل %1 في الصف العلوي.</numerusform>
            <numerusform>%n من الآحاد من أصل %1 في الصف العلوي.</numerusform>
            <numerusform>%n من الآحاد من أصل %1 في الصف العلوي.</numerusform>
            <numerusform>%n من الآحاد من أصل %1 في الصف العلوي.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="23"/>
        <source>Every board with one 1 for each cell of the top row can be solved.</source>
        <translation>كل لوحة فيها 1 واحد لكل خانة من الصف العلوي يمكن حلها.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="30"/>
        <source>Solved.</source>
        <translation>حُلّت.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/roller/rollercoach.cpp" line="31"/>
        <source>%n roll(s) from solved, the fewest.</source>
        <translation>
            <numerusform>%n دحرجة عن الحل، وهو الأقل.</numerusform>
            <numerusform>دحرجة واحدة (%n) عن الحل، وهو الأقل.</numerusform>
            <numerusform>%n دحرجتان عن الحل، وهو الأقل.</numerusform>
            <numerusform>%n دحرجات عن الحل، وهو الأقل.</numerusform>
            <numerusform>%n دحرجة عن الحل، وهو الأقل.</numerusform>
            <numerusform>%n دحرجة عن الحل، وهو الأقل.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="37"/>
        <source>This board cannot be solved.</source>
        <translation>لا يمكن حل هذه اللوحة.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollercoach.cpp" line="42"/>
        <source>Not known: the table of distances is not ready.</source>
        <translation>غير معروف: جدول المسافات ليس جاهزًا.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="47"/>
        <source>The height &apos;%1&apos; is not a number: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>الارتفاع &apos;%1&apos; ليس رقمًا: السطر الأول يحمل ارتفاع اللوحة ثم عرضها، مثل &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="48"/>
        <source>The width &apos;%1&apos; is not a number: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>العرض &apos;%1&apos; ليس رقمًا: السطر الأول يحمل ارتفاع اللوحة ثم عرضها، مثل &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="58"/>
        <source>The height is %1; a board has 1 to 6 rows</source>
        <translation>الارتفاع %1؛ في اللوحة من 1 إلى 6 صفوف</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="59"/>
        <source>The width is %1; a board has 1 to 6 columns</source>
        <translation>العرض %1؛ في اللوحة من 1 إلى 6 أعمدة</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="75"/>
        <source>The first line is empty: it must hold the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>السطر الأول فارغ: يجب أن يحمل ارتفاع اللوحة ثم عرضها، مثل &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="82"/>
        <source>The width is missing: the first line holds the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>العرض مفقود: السطر الأول يحمل ارتفاع اللوحة ثم عرضها، مثل &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="89"/>
        <source>Unexpected &apos;%1&apos; after the width: the first line holds only the height and the width</source>
        <translation>&apos;%1&apos; غير متوقع بعد العرض: السطر الأول يحمل الارتفاع والعرض فقط</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="108"/>
        <source>The board ends after %1 rows; the first line says it has %2</source>
        <translation>تنتهي اللوحة بعد %1 من الصفوف؛ والسطر الأول يقول إن فيها %2</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="116"/>
        <source>Unexpected space: a row holds only the cells 0 and 1, with nothing between them</source>
        <translation>مسافة غير متوقعة: لا يحمل الصف إلا الخانات 0 و1، دون شيء بينها</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="120"/>
        <source>Unexpected &apos;%1&apos;: a row holds only the cells 0 and 1</source>
        <translation>&apos;%1&apos; غير متوقع: لا يحمل الصف إلا الخانات 0 و1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="125"/>
        <location filename="../src/core/roller/rollerfile.cpp" line="138"/>
        <source>Row R%1 has %2 cells; the first line says the board is %3 wide</source>
        <translation>في الصف R%1 ‏%2 من الخانات؛ والسطر الأول يقول إن عرض اللوحة %3</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="146"/>
        <source>Too many rows: the first line says the board has %1</source>
        <translation>صفوف كثيرة جدًا: السطر الأول يقول إن في اللوحة %1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerfile.cpp" line="166"/>
        <source>The file is empty: the first line must hold the height and then the width of the board, such as &apos;5 4&apos;</source>
        <translation>الملف فارغ: يجب أن يحمل السطر الأول ارتفاع اللوحة ثم عرضها، مثل &apos;5 4&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="25"/>
        <source>A Roller-Board has at most %1 rows</source>
        <translation>عدد صفوف رولر بورد %1 على الأكثر</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="31"/>
        <source>A Roller-Board row has at most %1 cells</source>
        <translation>عدد خانات صف رولر بورد %1 على الأكثر</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="33"/>
        <location filename="../src/core/roller/rollergameid.cpp" line="42"/>
        <source>Every row has as many cells as the first, %1</source>
        <translation>في كل صف عدد الخانات نفسه الذي في الأول، %1</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergameid.cpp" line="41"/>
        <location filename="../src/core/roller/rollergameid.cpp" line="49"/>
        <source>A row&apos;s cells are 0 and 1, rows separated by &apos;_&apos;</source>
        <translation>خانات الصف 0 و1، والصفوف مفصولة بـ &apos;_&apos;</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="20"/>
        <source>A Roller-Board has 1 to %1 rows and 1 to %1 columns.</source>
        <translation>في رولر بورد من 1 إلى %1 من الصفوف ومن 1 إلى %1 من الأعمدة.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="33"/>
        <source>Every %1 × %2 board is already solved.</source>
        <translation>كل لوحة %1 × %2 محلولة أصلًا.</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollergenerator.cpp" line="43"/>
        <source>No %1 × %2 board needs exactly %3 rolls: the largest possible number is %4.</source>
        <translation>لا لوحة %1 × %2 تحتاج إلى %3 من الدحرجات بالضبط: أكبر عدد ممكن هو %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="95"/>
        <source>The board has %n one(s); it needs %1, one for each cell of the top row</source>
        <translation>
            <numerusform>في اللوحة %n من الآحاد؛ وتحتاج إلى %1، واحد لكل خانة من الصف العلوي</numerusform>
            <numerusform>في اللوحة واحد (%n) من الآحاد؛ وتحتاج إلى %1، واحد لكل خانة من الصف العلوي</numerusform>
            <numerusform>في اللوحة %n من الآحاد؛ وتحتاج إلى %1، واحد لكل خانة من الصف العلوي</numerusform>
            <numerusform>في اللوحة %n من الآحاد؛ وتحتاج إلى %1، واحد لكل خانة من الصف العلوي</numerusform>
            <numerusform>في اللوحة %n من الآحاد؛ وتحتاج إلى %1، واحد لكل خانة من الصف العلوي</numerusform>
            <numerusform>في اللوحة %n من الآحاد؛ وتحتاج إلى %1، واحد لكل خانة من الصف العلوي</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="197"/>
        <source>&apos;%1&apos; is not a roll: write R&lt;row&gt;L or R&lt;row&gt;R to roll a row left or right, C&lt;column&gt;U or C&lt;column&gt;D to roll a column up or down, such as R0L</source>
        <translation>&apos;%1&apos; ليست دحرجة: اكتب R&lt;row&gt;L أو R&lt;row&gt;R لدحرجة صف يسارًا أو يمينًا، وC&lt;column&gt;U أو C&lt;column&gt;D لدحرجة عمود لأعلى أو لأسفل، مثل R0L</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="203"/>
        <source>There is no row %1 on this board: the rows are numbered 0 to %2 from the top</source>
        <translation>لا صف %1 على هذه اللوحة: الصفوف مرقّمة من 0 إلى %2 من الأعلى</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="204"/>
        <source>There is no column %1 on this board: the columns are numbered 0 to %2 from the left</source>
        <translation>لا عمود %1 على هذه اللوحة: الأعمدة مرقّمة من 0 إلى %2 من اليسار</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="245"/>
        <source>roll row %1 left</source>
        <translation>دحرج الصف %1 يسارًا</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="246"/>
        <source>roll row %1 right</source>
        <translation>دحرج الصف %1 يمينًا</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="247"/>
        <source>roll column %1 up</source>
        <translation>دحرج العمود %1 لأعلى</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="248"/>
        <source>roll column %1 down</source>
        <translation>دحرج العمود %1 لأسفل</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollerpuzzle.cpp" line="260"/>
        <source>%1 of %2 ones on the top row</source>
        <translation>في الصف العلوي: %1 من %2</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollersolver.cpp" line="289"/>
        <source>Solving a %1 × %2 board needs %3 MiB for its table of distances, more than the memory budget of %4 MiB</source>
        <translation>حل لوحة %1 × %2 يحتاج إلى %3 MiB لجدول المسافات، أكثر من ميزانية الذاكرة البالغة %4 MiB</translation>
    </message>
    <message>
        <location filename="../src/core/roller/rollersolver.cpp" line="300"/>
        <source>No sequence of rolls leads to the solved board: a search of every board reachable from it never meets this one</source>
        <translation>لا تؤدي أي سلسلة دحرجات إلى اللوحة المحلولة: بحثٌ في كل لوحة يمكن بلوغها منها لا يلتقي هذه أبدًا</translation>
    </message>
</context>
</TS>
