type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

let loading: Promise<Grecaptcha> | undefined;

/** Loads the reCAPTCHA v3 script once, only when the server says it is configured. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!grecaptcha) return reject(new Error('reCAPTCHA is unavailable'));
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    document.head.append(script);
  });
  return loading;
}
