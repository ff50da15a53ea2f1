import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { i18nReady } from '../lib/session/i18n.ts';
import { forgetInsertedStyles } from './inserted-styles.ts';

// The app renders once the language's texts are loaded (main.tsx); so do the tests.
await i18nReady;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Files share a worker's document (vite.config.ts): each begins with the session and the styles a fresh page has.
afterAll(() => {
  sessionStorage.clear();
  forgetInsertedStyles();
});

// jsdom's Blob has no arrayBuffer() (every browser the portal supports has); the file checks read first bytes with it.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

// jsdom hides every [popover] and cannot show one: a shown popover is marked, and a rule shows the marked.
HTMLElement.prototype.showPopover ??= function showPopover(this: HTMLElement) {
  this.dataset.popoverShown = '';
};
HTMLElement.prototype.hidePopover ??= function hidePopover(this: HTMLElement) {
  delete this.dataset.popoverShown;
};
document.head.insertAdjacentHTML('beforeend', '<style>[popover][data-popover-shown] { display: block; }</style>');

// jsdom lays nothing out, so it has no ResizeObserver (every browser the portal supports has); nothing ever resizes there.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom evaluates no media queries (every browser does): nothing matches, as on a desktop-wide window.
window.matchMedia ??= (query: string) =>
  ({
    media: query,
    matches: false,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

// jsdom has <dialog> without its modal methods (every browser the portal supports has them).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// jsdom hides every [popover] and cannot show one: a shown popover is marked, and a rule shows the marked.
HTMLElement.prototype.showPopover ??= function showPopover(this: HTMLElement) {
  this.dataset.popoverShown = '';
};
HTMLElement.prototype.hidePopover ??= function hidePopover(this: HTMLElement) {
  delete this.dataset.popoverShown;
};
document.head.insertAdjacentHTML('beforeend', '<style>[popover][data-popover-shown] { display: block; }</style>');

// jsdom lays nothing out, so it scrolls nothing into view either.
Element.prototype.scrollIntoView ??= () => undefined;
