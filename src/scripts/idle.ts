// What every page takes over once it has loaded and the browser is idle, in one file the layout fetches then: the
// menu's behaviour beyond its native dialog, and keyboard focus kept in view. Neither is needed for the first paint.
import './menu.ts';
import './focus-in-view.ts';
