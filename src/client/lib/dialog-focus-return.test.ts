import { afterEach, describe, expect, it } from 'vitest';
import { installDialogFocusReturn } from './dialog-focus-return.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  document.body.innerHTML = '';
});

function dialog() {
  const mask = document.createElement('div');
  mask.className = 'p-dialog-mask';
  mask.innerHTML = '<div class="p-dialog" role="dialog"><button>Close</button></div>';
  return mask;
}

describe('dialog focus return', () => {
  it('focuses the button that opened a dialog when the dialog closes', async () => {
    uninstall = installDialogFocusReturn();
    document.body.innerHTML = '<button id="refer">Refer</button><button id="other">Other</button>';
    const opener = document.getElementById('refer')!;
    opener.focus();
    const shown = dialog();
    document.body.append(shown);
    await settle();
    shown.querySelector('button')!.focus();
    shown.remove();
    await settle();
    expect(document.activeElement).toBe(opener);
  });

  it('returns through dialogs opened from dialogs, and leaves focus that went elsewhere', async () => {
    uninstall = installDialogFocusReturn();
    document.body.innerHTML = '<button id="refer">Refer</button><input id="search" />';
    const opener = document.getElementById('refer')!;
    opener.focus();
    const first = dialog();
    document.body.append(first);
    await settle();
    first.querySelector('button')!.focus();
    const second = dialog();
    document.body.append(second);
    await settle();
    second.querySelector('button')!.focus();
    second.remove();
    await settle();
    first.remove();
    await settle();
    expect(document.activeElement).toBe(opener);

    const third = dialog();
    document.body.append(third);
    await settle();
    const search = document.getElementById('search')!;
    search.focus();
    third.remove();
    await settle();
    expect(document.activeElement).toBe(search);
  });
});
