"""Reads what scripts/bolt-binary and scripts/startup-order need of a 64-bit little-endian ELF
file: its sections, its symbol table and the start of every function with an unwind entry."""
import struct

SHT_SYMTAB, SHT_RELA, SHT_NOBITS = 2, 4, 8
SHF_ALLOC, SHF_EXECINSTR = 2, 4
STT_OBJECT, STT_FUNC = 1, 2
R_X86_64_PC32 = 2


class Elf:
    """A 64-bit little-endian ELF file, read whole: its sections, .symtab, .eh_frame_hdr's table
    of function starts."""

    def __init__(self, path):
        self.data = bytearray(open(path, "rb").read())
        shoff, = struct.unpack_from("<Q", self.data, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from("<HHH", self.data, 0x3A)
        self.sections = []
        for i in range(shnum):
            name, typ, flags, addr, off, size, link, info = struct.unpack_from(
                "<IIQQQQII", self.data, shoff + i * shentsize)
            self.sections.append(dict(name=name, type=typ, flags=flags, addr=addr, off=off,
                                      size=size, link=link, info=info))
        names = self.sections[shstrndx]["off"]
        for s in self.sections:
            s["name"] = self.cstr(names + s["name"])

    def cstr(self, off):
        return self.data[off:self.data.index(0, off)].decode("utf-8", "replace")

    def section(self, name):
        return next((s for s in self.sections if s["name"] == name), None)

    def symbols(self):
        """[(name, address, size, type)] of .symtab, in its order (relocations index it)."""
        symtab = next(s for s in self.sections if s["type"] == SHT_SYMTAB)
        strings = self.sections[symtab["link"]]["off"]
        found = []
        for i in range(symtab["size"] // 24):
            name, info, _, _, value, size = struct.unpack_from("<IBBHQQ", self.data, symtab["off"] + i * 24)
            found.append((self.cstr(strings + name), value, size, info & 15))
        return found

    def pc32_relocations(self, symbols):
        """(section, where, dest) of each 32-bit PC-relative relocation (--emit-relocs) in a
        loaded section: the section it patches, the patched word's address and the address the
        word names (S + A; `symbols` is `self.symbols()`, read once by the caller)."""
        for rela in self.sections:
            target = self.sections[rela["info"]] if rela["type"] == SHT_RELA else None
            if target is None or not target["flags"] & SHF_ALLOC:
                continue
            for i in range(rela["size"] // 24):
                where, info, addend = struct.unpack_from("<QQq", self.data, rela["off"] + i * 24)
                if info & 0xFFFFFFFF == R_X86_64_PC32:
                    yield target, where, symbols[info >> 32][1] + addend

    def file_offset(self, addr):
        for s in self.sections:
            if s["type"] != SHT_NOBITS and s["flags"] & SHF_ALLOC and s["addr"] <= addr < s["addr"] + s["size"]:
                return s["off"] + addr - s["addr"]
        return None

    def unwind_starts(self):
        """The start address of every function with an unwind entry, sorted (.eh_frame_hdr's
        binary-search table: 4-byte entries relative to the section)."""
        hdr = self.section(".eh_frame_hdr")
        off = hdr["off"]
        if tuple(self.data[off:off + 4]) != (1, 0x1B, 0x03, 0x3B):
            return []
        count, = struct.unpack_from("<I", self.data, off + 8)
        return sorted(hdr["addr"] + struct.unpack_from("<i", self.data, off + 12 + 8 * i)[0]
                      for i in range(count))


def functions(elf):
    """[(address, size, name)] of the function symbols, sorted by address."""
    return sorted((value, size, name) for name, value, size, typ in elf.symbols() if typ == STT_FUNC and value)
