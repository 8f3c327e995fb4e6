/** Google Identity Services (one-tap): the script URL and the part of its API we call. */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';
const SCRIPT_ID = 'google-identity-services';

export type GoogleCredentialResponse = { credential?: string };

export type GoogleIdentity = {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    itp_support?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(): void;
  cancel(): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | null = null;

/** Adds Google's script to the page once and resolves with `google.accounts.id` when it has run. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    document.head.append(script);
  }).then(
    (id) => {
      loading = null; // from now on `window.google` answers
      return id;
    },
    (error: unknown) => {
      loading = null; // a later page may try again
      document.getElementById(SCRIPT_ID)?.remove();
      throw error;
    },
  );
  return loading;
}
