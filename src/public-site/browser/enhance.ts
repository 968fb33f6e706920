// The public pages' only script (a second Vite entry): progressive enhancements on top of the
// server-rendered HTML, which works without it. The FAQ and smooth scrolling need no script.
import { initLandingMenu } from './landing-menu';
import { initSupportWidget } from './support-widget-launcher';
import { initThemeToggle } from './theme-toggle';
import { initToolFilter } from './tool-filter';

initThemeToggle(document);
initLandingMenu(document);
initToolFilter(document);
initSupportWidget(document);
