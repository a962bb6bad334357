/** The words around the team dialogs' previews while their chunk loads; hosts override them under `admin.accessPreviewPart`. */
export const defaultAccessPreviewPartMessages = {
  accessPreviewPart: {
    loading: 'Working out who this change affects…',
    loadFailed: "We couldn't show who this change affects. You can still go on.",
    retry: 'Try again',
  },
}
