/** A full reload: the shell starts again, reads the cookies afresh, and nothing loaded under the old consent stays. */
export function reloadPage(): void {
  window.location.reload();
}
