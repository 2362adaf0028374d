/**
 * The shell registers how to navigate (its router's navigate) so code outside React,
 * such as the HTTP client on an INVALID status, can send the user somewhere.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => {
  window.location.assign(to);
};

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}
