import type { AiProviderInfo, SessionInfo } from '../../../../shared/schemas/accountApi';
import { authedJson } from '../../auth/session';

interface Ok {
  ok: true;
  message: string;
}

/** Calls of Settings → Account and AI data to /api/account. */
export const accountApi = {
  changePassword: (currentPassword: string, newPassword: string) =>
    authedJson<Ok>('/api/auth/account/password', { body: { currentPassword, newPassword } }),
  changeEmail: (newEmail: string, password: string | undefined) =>
    authedJson<Ok>('/api/auth/account/email', { body: password ? { newEmail, password } : { newEmail } }),
  sessions: () => authedJson<{ sessions: SessionInfo[] }>('/api/auth/account/sessions'),
  signOutDevice: (sessionId: string) =>
    authedJson<Ok>(`/api/auth/account/sessions/${encodeURIComponent(sessionId)}/signout`, { method: 'POST' }),
  signOutEverywhere: () => authedJson<Ok>('/api/auth/account/signout-everywhere', { method: 'POST' }),
  deactivate: () => authedJson<Ok>('/api/account/deactivate', { method: 'POST' }),
  deleteAccount: (password: string | undefined) => authedJson<Ok>('/api/auth/account/delete', { body: password ? { password } : {} }),
  exportData: () => authedJson<unknown>('/api/auth/account/export'),
  aiProvider: () => authedJson<AiProviderInfo>('/api/auth/account/ai-provider'),
};

/** Offers JSON as a file download. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
