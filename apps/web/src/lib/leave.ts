/** Leaves the app for another site (a full navigation; the router only knows this app's paths). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
