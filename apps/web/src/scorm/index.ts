export { ScormPlayer, type ScormPlayerHandle, type ScormPlayerProps } from "./ScormPlayer";
export { ScormPreview } from "./ScormPreview";
export { ScormStatusPanel } from "./ScormStatusPanel";
export { useScormFrame } from "./useScormFrame";
