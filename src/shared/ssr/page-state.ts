/** The id of the `<script type="application/json">` a server-rendered page carries its state in. */
export const SSR_STATE_ELEMENT_ID = 'rm-ssr-state';

/** What the server assumed about the screen (it cannot measure it): phones get the phone layout. */
export type Viewport = 'phone' | 'desktop';
