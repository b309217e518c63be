five four
