// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestBrowserNotificationsOnFirstGesture } from './browser-notifications';

function fakeNotification(permission: NotificationPermission) {
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

describe('requestBrowserNotificationsOnFirstGesture', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('asks at the first tap, not before, and only once', () => {
    const requestPermission = fakeNotification('default');
    requestBrowserNotificationsOnFirstGesture();
    expect(requestPermission).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('asks when the first gesture is a key press', () => {
    const requestPermission = fakeNotification('default');
    requestBrowserNotificationsOnFirstGesture();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('does not ask again in the same session, nor once the browser has an answer', () => {
    const requestPermission = fakeNotification('default');
    requestBrowserNotificationsOnFirstGesture();
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    requestBrowserNotificationsOnFirstGesture();
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(requestPermission).toHaveBeenCalledTimes(1);

    sessionStorage.clear();
    const denied = fakeNotification('denied');
    requestBrowserNotificationsOnFirstGesture();
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(denied).not.toHaveBeenCalled();
  });

  it('stops listening when undone (signed out before any gesture)', () => {
    const requestPermission = fakeNotification('default');
    const undo = requestBrowserNotificationsOnFirstGesture();
    undo();
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
