#!/bin/sh
# Makes mock-backend/media/files/wysiwyg/video/turntable-loop.mp4, the home page's background
# video: a record turning at 30 rpm (its label's mark goes round twice in 4 s, so the clip loops
# without a jump) under a fixed sheen, 640x360, 24 fps, H.264 without sound, about 40 KB.
# Drawn by ffmpeg's own filters (no source footage); needs ffmpeg with libx264. The file is
# committed: nothing runs this at install or build time.
set -eu
out="$(dirname "$0")/files/wysiwyg/video/turntable-loop.mp4"
mkdir -p "$(dirname "$out")"
# r: distance from the centre; a: angle turned with time (pi per second).
lum='st(0,hypot(X-W/2,Y-H/2));st(1,atan2(Y-H/2,X-W/2));'\
'if(lt(ld(0),0.16*H),if(gt(cos(ld(1)-T*PI),0.92)*gt(ld(0),0.09*H),235,120),'\
'if(lt(ld(0),0.46*H),22+12*pow(sin(ld(0)*1.4),2)+45*pow(max(0,cos(2*ld(1)+0.6)),10),14))'
label_cb='if(lt(hypot(X-W/2,Y-H/2),0.16*H),108,128)'
label_cr='if(lt(hypot(X-W/2,Y-H/2),0.16*H),176,128)'
ffmpeg -y -loglevel error -f lavfi \
  -i "color=c=black:s=640x360:r=24:d=4,format=yuv420p,geq=lum='$lum':cb='$label_cb':cr='$label_cr'" \
  -c:v libx264 -profile:v main -pix_fmt yuv420p -crf 30 -preset veryslow -an \
  -movflags +faststart -map_metadata -1 -fflags +bitexact "$out"
