import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { CoverageKind } from '@portal/shared';

const ICONS = {
  text: ArticleOutlined,
  photos: PhotoCameraOutlined,
  video: VideocamOutlined,
  live: SensorsOutlined,
  audio: MicNoneOutlined,
} as const;

/** The icon of a kind of coverage (the console's, in MUI); its name is written beside it or in its parent's label. */
export function CoverageKindIcon({ kind, ...props }: { kind: CoverageKind } & SvgIconProps) {
  const Kind = ICONS[kind];
  return <Kind aria-hidden fontSize="small" {...props} />;
}
