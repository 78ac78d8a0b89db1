/**
 * Where push notifications go: Firebase Cloud Messaging when PUSH=fcm (a real Firebase project,
 * its credentials from Google's application default ones), else nowhere: every message is still
 * recorded in push_message (statut 'enregistre'), so that development and tests see exactly what
 * would have been sent.
 */
import 'server-only';
import type { PushContent } from '@/lib/push/messages';
import { firebaseApp } from '../auth/firebase-admin';
import { env, type Env } from '../env';

/** What became of one device's copy. */
export type DeviceResult = { token: string; ok: true } | { token: string; ok: false; error: string; unregistered: boolean };

export interface PushSender {
  /** 'fcm', or 'journal' when nothing leaves the server */
  readonly name: 'fcm' | 'journal';
  send(tokens: string[], content: PushContent, siteUrl: string): Promise<DeviceResult[]>;
}

export const journalPushSender: PushSender = {
  name: 'journal',
  async send(tokens) {
    return tokens.map((token) => ({ token, ok: true }));
  },
};

/** FCM's answer for a token that no longer reaches a device: forget the token. */
const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token', 'messaging/invalid-argument']);

/** The part of firebase-admin's Messaging we use (a stand-in in tests). */
export interface MulticastMessaging {
  sendEachForMulticast(message: import('firebase-admin/messaging').MulticastMessage): Promise<import('firebase-admin/messaging').BatchResponse>;
}

export function fcmPushSender(
  messaging: () => Promise<MulticastMessaging> = async () => (await import('firebase-admin/messaging')).getMessaging(await firebaseApp()),
): PushSender {
  return {
    name: 'fcm',
    async send(tokens, content, siteUrl) {
      const link = new URL(content.lien, siteUrl).toString();
      const results: DeviceResult[] = [];
      // FCM takes at most 500 tokens per call.
      for (let start = 0; start < tokens.length; start += 500) {
        const batch = tokens.slice(start, start + 500);
        const answer = await (
          await messaging()
        ).sendEachForMulticast({
          tokens: batch,
          notification: { title: content.titre, body: content.corps },
          data: { lien: content.lien, type: content.kind },
          webpush: { fcmOptions: { link } },
          android: { notification: { color: '#c8102e', clickAction: 'FCM_PLUGIN_ACTIVITY' } },
        });
        answer.responses.forEach((response, i) => {
          const token = batch[i]!;
          if (response.success) return results.push({ token, ok: true });
          const code = response.error?.code ?? 'inconnu';
          results.push({ token, ok: false, error: `${code}: ${response.error?.message ?? ''}`.slice(0, 300), unregistered: GONE.has(code) });
        });
      }
      return results;
    },
  };
}

export function pushSenderFor(config: Env = env()): PushSender {
  return config.PUSH === 'fcm' ? fcmPushSender() : journalPushSender;
}
