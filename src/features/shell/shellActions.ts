/** What the shell can ask of the features composed around it (search, chat, what's new). */
export interface ShellActions {
  openSearch: () => void
  toggleChat: () => void
  chatEnabled: boolean
}
