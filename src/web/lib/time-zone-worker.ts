// Names the browser's time zone off the page's thread: a page's first Intl call loads ICU's data (decision 072).
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone ?? '');
