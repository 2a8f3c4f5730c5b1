.include "nofile.s"
.include nofile
