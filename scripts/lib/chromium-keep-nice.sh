#!/bin/sh
# Chromium started as root raises its own priority (the browser and GPU processes to nice -8,
# renderers to 0), out from under `nice -n 19`: the journeys then outran whatever the machine was
# measuring beside them. Without CAP_SYS_NICE it keeps the niceness it was started with.
exec setpriv --bounding-set -sys_nice "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@"
