export { MediaBrowser } from "./MediaBrowser";
export { MediaPicker, type MediaPickerProps } from "./MediaPicker";
export { MediaTypeIcon, typeLabelKey } from "./mediaTypes";
export { PreviewDialog } from "./preview/PreviewDialog";
