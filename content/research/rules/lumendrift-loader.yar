rule LumenDrift_Loader_Script
{
    meta:
        description = "Fictional LumenDrift loader script (demonstration report): beacon marker and cache file name"
        author = "Halcyrion Threat Research"
        date = "2026-06-16"
        tlp = "TLP:CLEAR"

    strings:
        $beacon = "LDRIFT-BEACON-v2" ascii wide
        $cache = "ld_cache.tmp" ascii wide nocase
        $cradle = /Invoke-WebRequest[^\n]{0,200}update\.ps1/ nocase

    condition:
        filesize < 200KB and $beacon and ($cache or $cradle)
}
